import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cx } from '../lib/cx.ts';
import { useMotionAllowed } from './MotionProvider.tsx';
import { durations } from './tokens.ts';
import { useInViewPhase } from './useInViewPhase.ts';
import styles from './Counter.module.scss';

interface CounterProps {
  readonly value: number;
  readonly format: (value: number) => string;
  readonly className?: string;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A number that counts up once when it scrolls into view. The number is written once, as its
 * final value: in the HTML, for screen readers at all times, and for anyone when motion is off.
 * While it counts, that text is kept in place but transparent, and a copy hidden from assistive
 * technology shows the count; the copy goes once the count ends.
 */
export function Counter({ value, format, className }: CounterProps) {
  const allowed = useMotionAllowed();
  const { phase, ref } = useInViewPhase({ allowed });
  const [finished, setFinished] = useState(false);
  const copyRef = useRef<HTMLSpanElement>(null);
  // Waiting again (motion switched off and on while it is below the fold): it counts again.
  if (phase === 'waiting' && finished) setFinished(false);

  // Each frame writes the copy's text directly: a React render per frame would cost the scroll.
  const show = useEffectEvent((count: number) => {
    if (copyRef.current) copyRef.current.textContent = format(count);
  });

  useEffect(() => {
    if (phase !== 'played' || finished) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / (durations.counter * 1000));
      show(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
      else setFinished(true);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, finished, value]);

  const counting = phase === 'waiting' || (phase === 'played' && !finished);
  return (
    <span className={cx(styles.counter, className)} ref={ref} data-counter={phase}>
      <span className={counting ? styles.behindCount : undefined}>{format(value)}</span>
      {counting && (
        <span className={styles.count} ref={copyRef} aria-hidden="true">
          {format(0)}
        </span>
      )}
    </span>
  );
}
