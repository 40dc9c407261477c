import { useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations } from './tokens.ts';
import { useArmOnMount } from './useArmOnMount.ts';

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
  const element = useRef<HTMLSpanElement | null>(null);
  const { phase, play } = useArmOnMount(element, allowed);
  const [shown, setShown] = useState(value);
  const { ref: inViewRef } = useInView({
    triggerOnce: true,
    skip: phase !== 'armed',
    fallbackInView: true,
    onChange: (inView) => inView && play(),
  });

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
    <span
      className={className}
      ref={(node) => {
        element.current = node;
        inViewRef(node);
      }}
      data-counter={phase}
    >
      <span aria-hidden="true">{format(visible)}</span>
      <span className="visually-hidden">{format(value)}</span>
    </span>
  );
}
