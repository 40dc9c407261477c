import { scroll } from 'framer-motion';

/**
 * Calls `onProgress` with how far the window's scroll has carried `target` through the viewport,
 * from 0 as its centre rises past `from` (a share of the viewport's height from its top) to 1 as
 * it passes `to`, on every scroll frame and on resize; returns the way to stop. The scroll-linked
 * effects the site measures against an element (the before and after's wipe) run on
 * framer-motion's scroll tracking, which measures the element and the viewport itself, outside
 * the frames it writes in, and is loaded only with the part that uses it.
 */
export function trackScrollProgress(
  target: Element,
  { from, to }: { readonly from: number; readonly to: number },
  onProgress: (progress: number) => void,
): () => void {
  return scroll((progress: number) => onProgress(progress), {
    target,
    offset: [`center ${from * 100}%`, `center ${to * 100}%`],
  });
}
