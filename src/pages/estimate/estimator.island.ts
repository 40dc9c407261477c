import { defineIsland } from '../../lib/islandMarks.ts';

/**
 * The estimator. Complete as HTML until it is used: its fields keep what is typed, the first
 * touch or focus brings its code, which reads them, and a button pressed before it came is
 * pressed again once it is live. A page left alone fetches no island.
 */
export const estimatorIsland = defineIsland({
  name: 'estimator',
  on: 'interaction',
  load: () => import('./Estimator.tsx').then((module) => module.Estimator),
});
