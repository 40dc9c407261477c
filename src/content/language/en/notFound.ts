import type { Translation } from '../translation.ts';

/**
 * The not-found page's words; only that page loads them. English; the Spanish build reads
 * `../es/notFound.ts` in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  notFound: {
    title: 'Oops! Page not found',
    text: 'The page you are looking for has moved or never existed.',
    link: 'Return to Home',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
