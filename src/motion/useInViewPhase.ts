import { useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { revealFallbackMs } from './tokens.ts';

/**
 * Progressive enhancement for in-view effects, in three phases:
 * - `static`: in its final state, as prerendered; it stays so whenever motion is off.
 * - `waiting`: after hydration, while still below the viewport: in its "before" state (hidden,
 *   or a counter at zero). Content on the first screen never waits.
 * - `played`: it came into view, gained focus or, as a last resort, waited too long (so nothing
 *   stays hidden if an observer never reports): it runs its effect and ends in its final state.
 */
export type InViewPhase = 'static' | 'waiting' | 'played';

interface InViewPhaseOptions {
  readonly allowed: boolean;
  /** How far inside the viewport the element must be before it plays. */
  readonly rootMargin?: string;
}

/** The element's phase, and the ref to attach to it (stable across renders). */
export function useInViewPhase({ allowed, rootMargin }: InViewPhaseOptions) {
  const element = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<InViewPhase>('static');
  const play = useCallback(
    () => setPhase((current) => (current === 'waiting' ? 'played' : current)),
    [],
  );

  const { ref: inViewRef } = useInView({
    triggerOnce: true,
    skip: phase !== 'waiting',
    rootMargin,
    fallbackInView: true,
    onChange: (inView) => inView && play(),
  });
  const ref = useCallback(
    (node: HTMLElement | null) => {
      element.current = node;
      inViewRef(node);
    },
    [inViewRef],
  );

  useEffect(() => {
    const node = element.current;
    if (!allowed || !node) return;
    // The "before" state depends on layout, which only exists after mount.
    if (node.getBoundingClientRect().top > window.innerHeight) setPhase('waiting');
  }, [allowed]);

  useEffect(() => {
    const node = element.current;
    if (phase !== 'waiting' || !node) return;
    const timer = window.setTimeout(play, revealFallbackMs);
    node.addEventListener('focusin', play);
    return () => {
      window.clearTimeout(timer);
      node.removeEventListener('focusin', play);
    };
  }, [phase, play]);

  // Turning motion off mid-way shows everything at once.
  return { phase: allowed ? phase : ('static' as const), ref };
}
