import { resolve } from 'node:path';
import { factWords, formatFacts, type FormattedFacts } from '../src/content/formattedFacts.ts';
import type { Locale } from '../src/content/locales.ts';
import type { ContactData } from '../src/pages/contact/content/schema.ts';
import type { OpeningHours } from '../src/content/schema/hours.ts';
import type { Plugin } from 'vite';
import { root } from './paths.ts';
import { contentVersion } from './contentFiles.ts';
import { environmentLocale, isBrowserBuild } from './siteLanguage.ts';

/**
 * A language's facts formatted with `Intl` (`src/content/formattedFacts.ts`), for its browser
 * bundle: read from the content files as this build finds them.
 */
export function formattedFactsFor(locale: Locale): FormattedFacts {
  const { regions } = contentVersion<{ regions: { name: string }[] }>('regions.json', locale);
  const { hours } = contentVersion<{ hours: OpeningHours[] }>('hours.json', locale);
  const { details } = contentVersion<ContactData>('contact.json', locale);
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
