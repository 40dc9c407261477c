/**
 * The site's languages: English, its default and the spec's, then Spanish. Each content file
 * holds a version per language; one build makes the pages of both.
 */
export const locales = ['en', 'es'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/**
 * Each language's name in itself, as the language switch offers it: the one word of a language
 * that a page in another carries.
 */
export const localeNames: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** Where a language's pages live: English at the root, the others under their code (`/es`). */
export const localeBase = (locale: Locale): string =>
  locale === defaultLocale ? '' : `/${locale}`;

/**
 * A page's path in a language: `/products` in Spanish is `/es/products`, Home is `/es`: the form
 * the router gives it, which the service worker keeps it under, like `/products` for English.
 */
export const localePath = (locale: Locale, path: string): string =>
  locale === defaultLocale ? path : `${localeBase(locale)}${path === '/' ? '' : path}`;

/** The route a path of a language's pages shows: `/es/products` is `/products`, `/es` is `/`. */
export const routeOf = (locale: Locale, pathname: string): string => {
  const base = localeBase(locale);
  if (base === '' || (pathname !== base && !pathname.startsWith(`${base}/`))) return pathname;
  return pathname.slice(base.length) || '/';
};

/** The language whose pages hold a path: `/es/products` and `/es` are Spanish, others English. */
export const localeOfPath = (pathname: string): Locale =>
  locales.find((locale) => localeBase(locale) !== '' && routeOf(locale, pathname) !== pathname) ??
  defaultLocale;
