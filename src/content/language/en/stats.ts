import type { Translation } from '../translation.ts';

/**
 * The stats' labels (the spec's). English; the Spanish build reads `../es/stats.ts` in this
 * module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  stats: {
    years: 'Years Experience',
    projects: 'Projects Completed',
    states: 'States Served',
    satisfaction: 'Satisfaction Rate',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
