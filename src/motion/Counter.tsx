import { useEffect, useState } from 'react';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations } from './tokens.ts';
import { useArmedInView } from './useArmedInView.ts';

interface CounterProps {
  readonly value: number;
  readonly format: (value: number) => string;
  readonly className?: string;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up once when it scrolls into view. The final value is what the HTML
 * carries, what screen readers read at all times, and all anyone sees when motion is off.
 */
export function Counter({ value, format, className }: CounterProps) {
  const allowed = useMotionAllowed();
  const { phase, ref } = useArmedInView({ allowed });
  const [shown, setShown] = useState(value);

  useEffect(() => {
    if (phase !== 'played') return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / (durations.counter * 1000));
      setShown(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, value]);

  const visible = phase === 'static' ? value : phase === 'armed' ? 0 : shown;
  return (
    <span className={className} ref={ref} data-counter={phase}>
      <span aria-hidden="true">{format(visible)}</span>
      <span className="visually-hidden">{format(value)}</span>
    </span>
  );
}
