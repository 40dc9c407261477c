import { defaultLocale, localeBase, type Locale } from './locales.ts';

/**
 * The language of this build: each language is a build of its own, which defines
 * `__SITE_LANGUAGE__` (vite.config.ts, for each of its environments; `npm run dev:es` for the dev
 * server). Where nothing defines it (the end-to-end tests read these modules in Node), English.
 */
export const siteLocale: Locale =
  typeof __SITE_LANGUAGE__ === 'string' ? __SITE_LANGUAGE__ : defaultLocale;

/** For `Intl`: the way people in the company's market write dates, times and lists. */
export const intlLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** `template` with each `{name}` replaced by `values[name]`. */
export const filledIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/gu, (quoted, name: string) => values[name] ?? quoted);

/** Where this language's pages live: `''` for English, `/es` for Spanish (the router's basename). */
export const siteBase = localeBase(siteLocale);
