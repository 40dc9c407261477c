import { SassList, SassNumber } from 'sass';
import { stats } from '../src/content/stats.ts';

/**
 * The numbers the stats' counters count to (the owner's record in `content/company.json`), for
 * the stylesheet: each counter's scroll-driven count ends at its own number, and no browser but
 * the newest can read a number for an animation out of an attribute (`styles/_motion.scss`).
 */
export const counterTargets = (): number[] => [...new Set(stats.map((stat) => stat.value))];

/** The Sass functions the stylesheets call: `counter-targets()`, the list above. */
export const motionStyleFunctions = {
  'counter-targets()': () =>
    new SassList(
      counterTargets().map((value) => new SassNumber(value)),
      { separator: ',' },
    ),
};
