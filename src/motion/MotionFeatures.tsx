import { LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./features.ts').then((module) => module.default);

/**
 * The framer-motion animation features for the `m` elements inside, fetched after the page has
 * rendered. It wraps the pages that use `m` (the Home story) rather than the whole app:
 * LazyMotion's own code pulls in framer-motion's VisualElement (about 9 KB of gzip), which every
 * other route would otherwise load before it is interactive without ever using it. `strict`
 * makes a full `motion` element inside an error, so nobody brings the whole bundle back.
 */
export function MotionFeatures({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      {children}
    </LazyMotion>
  );
}
