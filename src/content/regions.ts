import regionsFile from '../../content/regions.json' with { type: 'json' };
import type { Region } from './schema/regions.ts';

export type { Region };

export const locationsSection = {
  title: 'WE SERVE MULTIPLE LOCATIONS',
  intro: 'Local crews, one standard of craftsmanship.',
  /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
  rowLabel: 'Our regions',
} as const;

/** The regions served, in the order the page shows them (`content/regions.json`). */
export const regions: readonly Region[] = regionsFile.regions;

/** The region of that name; the build has checked that every office's region exists. */
export const regionNamed = (name: string): Region =>
  regions.find((region) => region.name === name) as Region;
