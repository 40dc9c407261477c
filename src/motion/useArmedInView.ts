import { useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { revealFallbackMs } from './tokens.ts';

/**
 * Progressive enhancement for in-view effects. Phases: 'static' (the prerendered final state,
 * also whenever motion is off), 'armed' (put into its "before" state after hydration because it
 * is still below the viewport), 'played' (in view: run the effect). Content above the fold is
 * never armed, and armed content is played when it gains focus or, as a last resort, after a
 * timeout, so nothing can stay hidden if an observer never reports.
 */
export type ArmPhase = 'static' | 'armed' | 'played';

interface ArmedInViewOptions {
  readonly allowed: boolean;
  /** How far inside the viewport the element must be before it plays. */
  readonly rootMargin?: string;
}

/** The element's phase, and the ref to attach to it (stable across renders). */
export function useArmedInView({ allowed, rootMargin }: ArmedInViewOptions) {
  const element = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<ArmPhase>('static');
  const play = useCallback(
    () => setPhase((current) => (current === 'armed' ? 'played' : current)),
    [],
  );

  const { ref: inViewRef } = useInView({
    triggerOnce: true,
    skip: phase !== 'armed',
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
    if (node.getBoundingClientRect().top > window.innerHeight) setPhase('armed');
  }, [allowed]);

  useEffect(() => {
    const node = element.current;
    if (phase !== 'armed' || !node) return;
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
