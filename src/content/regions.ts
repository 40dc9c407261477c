import regionsFile from '../../content/regions.json' with { type: 'json' };
import { siteLocale } from './language.ts';
import type { Office } from './schema/company.ts';
import type { Region } from './schema/regions.ts';

export type { Region };

/** The regions served, in the order the page shows them (`content/regions.json`). */
export const regions: readonly Region[] = regionsFile[siteLocale].regions;

/** The region of that name; the build has checked that every office's region exists. */
export const regionNamed = (name: string): Region =>
  regions.find((region) => region.name === name) as Region;

/**
 * A branch that is announced but not open yet: its region is coming soon. Here, not beside the
 * company's facts in `company.ts`: the chrome every page loads reads those, and the regions'
 * list (with each one's photo and words) belongs to the pages that show it.
 */
export const isComingSoon = (office: Office): boolean => regionNamed(office.serves).comingSoon;
