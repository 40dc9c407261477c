import { filled } from '../../../content/company.ts';
import { derived } from '../../../content/siteContent.ts';

/** The words of a region's page, in the view's language (`content/region.json`). */
export const regionText = derived((view) => filled(view, view.words.region));
