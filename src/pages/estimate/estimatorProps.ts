import { priceWordsOf } from '../../content/priceWords.ts';
import { regionsOf } from '../../content/regions.ts';
import type { PageContext } from '../../lib/pageContext.tsx';
import type { EstimatorProps } from './Estimator.tsx';

/**
 * The estimator's props, as the estimate page's render gives them to its island: its words, the
 * number formats read off `Intl`, the owner's prices and regions, the species guide's species
 * and stains, and the addresses it leads to in the page's language, so the estimator's code
 * needs neither the content nor `Intl`.
 */
export function estimatorProps(page: PageContext): EstimatorProps {
  const { words, numbers, prices } = priceWordsOf(page);
  const guide = page.words.species;
  return {
    words,
    numbers,
    prices,
    regions: regionsOf(page).map((region) => region.name),
    locale: page.locale,
    website: page.words.company.website,
    species: guide.species.map(({ id, name, tier }) => ({
      id,
      name,
      tier,
      tierName: guide.tiers[tier],
    })),
    stains: guide.stains.items.map(({ id, name }) => ({ id, name })),
  };
}
