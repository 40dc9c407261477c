/**
 * The price tiers a species sits in: each has its installed price per square foot in the price
 * guide (`content/estimate.json`, `prices.installation.tiers`), so the guide and the estimator
 * quote the same figures.
 */
export const speciesTiers = ['standard', 'premium', 'exotic'] as const;
export type SpeciesTier = (typeof speciesTiers)[number];
