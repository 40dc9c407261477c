import speciesFile from '../../../../content/species.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { filledIn, siteLocale } from '../../../content/language.ts';
import { priceGuide, rangeText } from '../../estimate/content/estimate.ts';
import { perSquareFootFor, type DollarRange } from '../../estimate/content/priceGuide.ts';
import type { SpeciesData, Species, SpeciesTier, Stain } from './schema.ts';

export type { Species, Stain };

/** The species guide's words, species and stains, in this build's language (`content/species.json`). */
const data = filled(speciesFile[siteLocale] as SpeciesData);

export const speciesText = {
  page: data.page,
  scale: data.scale,
  list: data.list,
  ratings: data.ratings,
  tiers: data.tiers,
  stains: data.stains,
  care: data.care,
} as const;

/** The species in the owner's order. */
export const speciesList: readonly Species[] = data.species;

/** The stains in the owner's order: natural first, then light to dark. */
export const stains: readonly Stain[] = data.stains.items;

/**
 * A tier's installed price per square foot, as the guide quotes it: the price guide's own
 * installation price with what the tier adds, outside any region of a price of its own.
 */
const installedPerSquareFoot = (tier: SpeciesTier): DollarRange =>
  perSquareFootFor(priceGuide, 'installation', '', tier);

/** A tier's installed price, in words: "$9–$15 per sq ft installed". */
export const installedText = (tier: SpeciesTier): string => {
  return filledIn(data.list.installed, { range: rangeText(installedPerSquareFoot(tier)) });
};
