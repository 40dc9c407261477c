import { photos, type Photo } from './images.ts';

export interface Region {
  readonly name: string;
  /** The city or area the crews work from, shown under the name. */
  readonly detail: string;
  readonly photo: Photo;
  readonly comingSoon: boolean;
}

export const locationsSection = {
  title: 'WE SERVE MULTIPLE LOCATIONS',
  intro: 'Local crews, one standard of craftsmanship.',
  /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
  rowLabel: 'Our five regions',
} as const;

/** The five regions served, in the spec's order. */
export const regions = [
  {
    name: 'Colorado',
    detail: 'Denver & the Front Range',
    photo: photos.colorado,
    comingSoon: false,
  },
  { name: 'Utah', detail: 'Salt Lake City & Park City', photo: photos.utah, comingSoon: false },
  {
    name: 'Montana',
    detail: 'Bozeman, Billings & Helena',
    photo: photos.montana,
    comingSoon: false,
  },
  { name: 'Las Vegas', detail: 'Las Vegas & Henderson', photo: photos.lasVegas, comingSoon: false },
  {
    name: 'Los Angeles',
    detail: 'Greater Los Angeles',
    photo: photos.losAngeles,
    comingSoon: true,
  },
] as const satisfies readonly Region[];

export type RegionName = (typeof regions)[number]['name'];

export const regionNamed = (name: RegionName): Region =>
  regions.find((region) => region.name === name) as Region;
