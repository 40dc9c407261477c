import type { Office } from './schema/company.ts';
import type { Region } from './schema/regions.ts';
import type { ContentView } from './siteContent.ts';

export type { Region };

/** The regions served, in the order the page shows them (`content/regions.json`). */
export const regionsOf = ({ words }: ContentView): readonly Region[] => words.regions.regions;

/**
 * A branch that is announced but not open yet: its region is coming soon. (The build has checked
 * that every office's region exists.)
 */
export const isComingSoon = (view: ContentView, office: Office): boolean =>
  regionsOf(view).some((region) => region.name === office.serves && region.comingSoon);
