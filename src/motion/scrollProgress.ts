/**
 * Calls `onProgress` with how far the window's scroll has carried `target` through the viewport,
 * from 0 as its centre rises past `from` (a share of the viewport's height from its top) to 1 as
 * it passes `to`, on every scroll frame and on resize; returns the way to stop. The scroll-linked
 * effects the site measures against an element (the before and after's wipe, where the browser
 * has no scroll timelines) run on framer-motion's scroll tracking, which measures the element and
 * the viewport itself, outside the frames it writes in. It is fetched only here, when first
 * wanted: a browser with scroll timelines never is. (Through a module of ours: a dynamic import
 * of the library itself, which the fallback island imports statically, makes the bundler split
 * the page script into a file and its five imports.)
 */
export function trackScrollProgress(
  target: Element,
  { from, to }: { readonly from: number; readonly to: number },
  onProgress: (progress: number) => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('./scrollTracking.ts').then(
    ({ trackWithMotion }) => {
      if (stopped) return;
      stop = trackWithMotion(target, { from, to }, onProgress);
    },
    // Without it the divider stays where it is, and the slider still moves it.
    (error: unknown) => console.error('The scroll wipe failed to load.', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
