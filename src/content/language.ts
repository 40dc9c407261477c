import type { Locale } from './locales.ts';

/** For `Intl`: the way people in the company's market write dates, times and lists. */
export const intlLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/** `template` with each `{name}` replaced by `values[name]`. */
export const filledIn = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/gu, (quoted, name: string) => values[name] ?? quoted);

/**
 * The words a template says a name with (`{a}` and `{species}`): the owner's article before it
 * ("an Ash floor"), else English's "a"; the build asks for one where the letter cannot tell.
 */
export const namedWith = (named: {
  readonly name: string;
  readonly article?: string;
}): { readonly a: string; readonly species: string } => ({
  a: named.article ?? 'a',
  species: named.name,
});
