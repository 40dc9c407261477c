import { scroll } from 'framer-motion';

/** framer-motion's scroll tracking, in a chunk of its own: see `trackScrollProgress`. */
export function trackWithMotion(
  target: Element,
  { from, to }: { readonly from: number; readonly to: number },
  onProgress: (progress: number) => void,
): () => void {
  return scroll((progress: number) => onProgress(progress), {
    target,
    offset: [`center ${from * 100}%`, `center ${to * 100}%`],
  });
}
