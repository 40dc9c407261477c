import type { BezierDefinition } from 'framer-motion';
import type { Easing, EasingKeyword } from '../tokens.ts';

/**
 * CSS's easing keywords as the cubic Béziers CSS defines them (CSS Easing Functions): framer-motion
 * has no `ease`, so each is given as its curve, and the fallback's motion eases as the
 * stylesheet's does.
 */
const keywordCurves: Record<Exclude<EasingKeyword, 'linear'>, BezierDefinition> = {
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

/** A motion token's easing as framer-motion's. */
export function fallbackEasing(easing: Easing): 'linear' | BezierDefinition {
  if (easing === 'linear') return 'linear';
  return typeof easing === 'string' ? keywordCurves[easing] : easing;
}
