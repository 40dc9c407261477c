import type { Locale } from './content/locales.ts';

declare global {
  /** The language a build makes its pages in (`src/content/language.ts`). */
  const __SITE_LANGUAGE__: Locale | undefined;
}
