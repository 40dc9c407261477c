import { filled } from '../../../content/company.ts';
import { filledIn } from '../../../content/language.ts';
import { perSquareFootFor } from '../../../content/prices.ts';
import { priceWordsOf } from '../../../content/priceWords.ts';
import { derived } from '../../../content/siteContent.ts';
import type { SpeciesTier } from '../../../content/speciesTiers.ts';
import type { Species } from './schema.ts';

export type { Species };

/**
 * The species guide's words, species and stains, in the view's language (`content/species.json`):
 * the species in the owner's order, the stains natural first, then light to dark; and a tier's
 * installed price in words ("$9–$15 per sq ft installed"): the price guide's own installation
 * price with what the tier adds, outside any region of a price of its own.
 */
export const speciesText = derived((view) => {
  const data = filled(view, view.words.species);
  const { prices, rangeText } = priceWordsOf(view);
  return {
    ...data,
    stainItems: data.stains.items,
    installedText: (tier: SpeciesTier): string =>
      filledIn(data.list.installed, {
        range: rangeText(perSquareFootFor(prices, 'installation', '', tier)),
      }),
  };
});
