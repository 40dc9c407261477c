import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { factWords, formatFacts, type FormattedFacts } from '../src/content/formattedFacts.ts';
import type { Locale } from '../src/content/locales.ts';
import type { ContactData } from '../src/pages/contact/content/schema.ts';
import type { OpeningHours } from '../src/content/schema/hours.ts';
import type { Plugin } from 'vite';
import { contentRoot, root } from './paths.ts';
import { environmentLocale, isBrowserBuild } from './siteLanguage.ts';

const versionOf = <Data>(file: string, locale: Locale): Data =>
  (JSON.parse(readFileSync(resolve(contentRoot(), file), 'utf8')) as Record<Locale, Data>)[locale];

/**
 * A language's facts formatted with `Intl` (`src/content/formattedFacts.ts`), for its browser
 * bundle: read from the content files as this build finds them.
 */
export function formattedFactsFor(locale: Locale): FormattedFacts {
  const { regions } = versionOf<{ regions: { name: string }[] }>('regions.json', locale);
  const { hours } = versionOf<{ hours: OpeningHours[] }>('hours.json', locale);
  const { details } = versionOf<ContactData>('contact.json', locale);
  return formatFacts(
    factWords(locale, details),
    regions.map((region) => region.name),
    hours,
  );
}

/**
 * Replaces `src/content/formattedFacts.ts` in each language's browser bundle with its results
 * (the prerender and the dev server run the module itself).
 */
export function formattedFactsPlugin(): Plugin {
  const module = resolve(root, 'src/content/formattedFacts.ts');
  return {
    name: 'formatted-facts',
    apply: 'build',
    applyToEnvironment: isBrowserBuild,
    load(id) {
      if (id !== module) return null;
      const facts = formattedFactsFor(environmentLocale(this.environment.name));
      return `export const formattedFacts = ${JSON.stringify(facts)};`;
    },
  };
}
