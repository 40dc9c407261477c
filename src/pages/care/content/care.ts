import { filled } from '../../../content/company.ts';
import { derived } from '../../../content/siteContent.ts';

/** The care guide's words, notes and sources, in the view's language (`content/care.json`). */
export const careText = derived((view) => filled(view, view.words.care));
