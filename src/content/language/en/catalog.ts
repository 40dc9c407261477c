import type { Translation } from '../translation.ts';

/**
 * The Products and Services pages' fixed words. English; the Spanish build reads `../es/catalog.ts`
 * in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  products: { backHome: 'Back to Home' },
  services: { cta: 'GET FREE ESTIMATE' },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
