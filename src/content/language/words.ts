import { localeBase, type Locale } from '../locales.ts';
import { words as site } from './en/site.ts';

/** The language of this build: English, or in the Spanish build (`./es/`) Spanish. */
export const siteLocale = site.language.code as Locale;

/** `template` with each `{name}` replaced by `values[name]`. */
export const filledIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/gu, (quoted, name: string) => values[name] ?? quoted);

/** Where this language's pages live: `''` for English, `/es` for Spanish (the router's basename). */
export const siteBase = localeBase(siteLocale);
