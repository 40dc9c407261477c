import { domMin, LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * framer-motion's animation features (the smallest set, `domMin`: `m` elements here only
 * animate to targets) for the `m` elements inside. It wraps the parts that use `m`, the slices
 * of the Home story, each on its own, rather than the whole app: that code (about 30 KB of gzip
 * with the features) comes with the first slice to hydrate, never before a page is interactive.
 * `strict` makes a full `motion` element inside an error, so nobody brings the whole bundle
 * back. (No MotionConfig for reduced motion: an `m` element here only ever animates while
 * `useMotionAllowed()` says the page may move.)
 */
export function MotionFeatures({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={domMin} strict>
      {children}
    </LazyMotion>
  );
}
