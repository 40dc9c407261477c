import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useOnInView } from 'react-intersection-observer';
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

/**
 * The parts that start waiting together (a slice's reveals and counters, as it hydrates) share
 * one fallback timer: with a timer each, their effects made one long task on a slow phone.
 */
let fallbackBatch: Set<() => void> | undefined;

/** Calls `play` once the fallback delay has passed, unless the returned cancel comes first. */
function playAfterFallback(play: () => void): () => void {
  if (!fallbackBatch) {
    const batch = new Set<() => void>();
    fallbackBatch = batch;
    window.setTimeout(() => batch.forEach((member) => member()), revealFallbackMs);
    // The batch closes once the running script returns (a commit's effects run in one go), so a
    // later part waits its own full delay.
    queueMicrotask(() => {
      fallbackBatch = undefined;
    });
  }
  const batch = fallbackBatch;
  batch.add(play);
  return () => batch.delete(play);
}

/** The element's phase, and the ref to attach to it (stable across renders). */
export function useInViewPhase({ allowed, rootMargin }: InViewPhaseOptions) {
  const element = useRef<HTMLElement | null>(null);
  const [phase, setPhase] = useState<InViewPhase>('static');
  const play = useCallback(
    () => setPhase((current) => (current === 'waiting' ? 'played' : current)),
    [],
  );

  // The observer starts from the ref itself. (`useInView` keeps the element in state: attaching
  // it re-rendered each reveal and counter of a slice synchronously, in its hydration's commit.)
  const inViewRef = useOnInView(
    (inView) => {
      if (inView) play();
    },
    { triggerOnce: true, skip: phase !== 'waiting', rootMargin },
  );
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
    // A transition: the parts that start waiting together (a slice's reveals and counters, when
    // it hydrates) re-render in short tasks, not in one synchronous render.
    if (node.getBoundingClientRect().top > window.innerHeight)
      startTransition(() => setPhase('waiting'));
  }, [allowed]);

  useEffect(() => {
    const node = element.current;
    if (phase !== 'waiting' || !node) return;
    const cancelFallback = playAfterFallback(play);
    node.addEventListener('focusin', play);
    return () => {
      cancelFallback();
      node.removeEventListener('focusin', play);
    };
  }, [phase, play]);

  // Turning motion off mid-way shows everything at once.
  return { phase: allowed ? phase : ('static' as const), ref };
}
