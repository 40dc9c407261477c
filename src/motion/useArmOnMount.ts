import { useEffect, useState, type RefObject } from 'react';
import { revealFallbackMs } from './tokens.ts';

/**
 * Progressive enhancement for in-view effects. Phases: 'static' (the prerendered final state,
 * also whenever motion is off), 'armed' (put into its "before" state after hydration because it
 * is still below the viewport), 'played' (in view: run the effect). Content above the fold is
 * never armed, and armed content is played when it gains focus or, as a last resort, after a
 * timeout, so nothing can stay hidden if an observer never reports.
 */
export type ArmPhase = 'static' | 'armed' | 'played';

export function useArmOnMount(ref: RefObject<HTMLElement | null>, allowed: boolean) {
  const [phase, setPhase] = useState<ArmPhase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!allowed || !element) return;
    // The "before" state depends on layout, which only exists after mount.
    if (element.getBoundingClientRect().top > window.innerHeight) setPhase('armed');
  }, [allowed, ref]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'armed' || !element) return;
    const play = () => setPhase('played');
    const timer = window.setTimeout(play, revealFallbackMs);
    element.addEventListener('focusin', play);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('focusin', play);
    };
  }, [phase, ref]);

  // Turning motion off mid-way shows everything at once.
  const effective: ArmPhase = allowed ? phase : 'static';
  const play = () => setPhase((current) => (current === 'armed' ? 'played' : current));
  return { phase: effective, play };
}
