import type { Locale } from './locales.ts';

/** For `Intl`: the way people in the company's market write dates, times and lists. */
export const intlLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** `template` with each `{name}` replaced by `values[name]`. */
export const filledIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/gu, (quoted, name: string) => values[name] ?? quoted);
