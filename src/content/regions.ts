import regionsFile from '../../content/regions.json' with { type: 'json' };
import { siteLocale } from './language.ts';
import type { Region } from './schema/regions.ts';

export type { Region };

/** The regions served, in the order the page shows them (`content/regions.json`). */
export const regions: readonly Region[] = regionsFile[siteLocale].regions;

/** The region of that name; the build has checked that every office's region exists. */
export const regionNamed = (name: string): Region =>
  regions.find((region) => region.name === name) as Region;
