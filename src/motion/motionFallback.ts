import { hasScrollTimelines } from './scrollTimelines.ts';

let running: Promise<() => void> | undefined;

/**
 * Starts or stops the motion fallback island as the page may move or not: it runs only where the
 * page may move and the browser has no scroll timelines, and its code is fetched only then. The
 * root's mark makes the stylesheet's scroll-driven rules stand aside while it runs.
 */
export function followMotionFallback(allowed: boolean): void {
  // A browser that cannot say whether it has scroll timelines gets nothing.
  const wanted = allowed && hasScrollTimelines() === false;
  if (wanted === (running !== undefined)) return;
  const root = document.documentElement;
  if (wanted) {
    // The root's mark while the island moves the page (`$motion-fallback` in the styles).
    root.dataset.motionFallback = '';
    const starting: Promise<() => void> = import('./fallback/startMotionFallback.tsx').then(
      ({ startMotionFallback }) => startMotionFallback(),
      (error: unknown) => {
        // Without its code the page stays still, every part in its final state (unless the
        // island was started again meanwhile, whose mark this is now).
        console.error('The motion fallback failed to load.', error);
        if (running === starting) delete root.dataset.motionFallback;
        return () => undefined;
      },
    );
    running = starting;
    return;
  }
  const stopping = running;
  running = undefined;
  delete root.dataset.motionFallback;
  void stopping?.then((stop) => stop());
}
