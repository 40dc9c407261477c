import { localeBase, type Locale } from '../locales.ts';
import { dictionary } from './en.ts';

/**
 * The words of the language this build of the site is in: `./en.ts`, or in the Spanish build
 * `./es.ts` in its place (`build-time/siteLanguage.ts`). Every module that shows words reads
 * them here.
 */
export const words = dictionary;

/** The language of this build. */
export const siteLocale = dictionary.language.code as Locale;

/** `template` with each `{name}` replaced by `values[name]`. */
export const filledIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/gu, (quoted, name: string) => values[name] ?? quoted);

/** Where this language's pages live: `''` for English, `/es` for Spanish (the router's basename). */
export const siteBase = localeBase(siteLocale);
