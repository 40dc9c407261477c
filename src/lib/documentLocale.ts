import { defaultLocale, locales, type Locale } from '../content/locales.ts';

/**
 * The language of the page the browser shows, as its root says it (`<html lang="es">`): the
 * browser's code is one for every language, and takes the page's from the document.
 */
export const documentLocale = (): Locale =>
  locales.find((locale) => locale === document.documentElement.lang) ?? defaultLocale;
