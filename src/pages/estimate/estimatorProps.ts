import { company } from '../../content/company.ts';
import { formattedFacts } from '../../content/formattedFacts.ts';
import { paths } from '../../content/pages.ts';
import { regions } from '../../content/regions.ts';
import { speciesList, speciesText, stains } from '../species/content/species.ts';
import { estimateWords, priceGuide } from './content/estimate.ts';
import type { EstimatorProps } from './Estimator.tsx';

/**
 * The estimator's props, as the estimate page's render gives them to its island: its words, the
 * number formats read off `Intl`, the owner's prices and regions, so the estimator's code needs
 * neither the content's modules nor `Intl`.
 */
export const estimatorProps = (): EstimatorProps => ({
  words: estimateWords,
  numbers: formattedFacts.numbers,
  prices: priceGuide,
  regions: regions.map((region) => region.name),
  contactPath: paths.contact,
  website: company.website,
  species: speciesList.map(({ id, name, tier }) => ({
    id,
    name,
    tier,
    tierName: speciesText.tiers[tier],
  })),
  stains: stains.map(({ id, name }) => ({ id, name })),
});
