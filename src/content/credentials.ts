import { filled } from './company.ts';
import { filledIn } from './language.ts';
import { derived } from './siteContent.ts';

/** The id of About's section on them, which the footer's line links to. */
export const credentialsAnchor = 'credentials';

/**
 * The licences, insurance, memberships and warranty, in the view's language, and the footer's
 * line: "Licensed where required · Insured · 2-year warranty on our work". (The warranty's length
 * is `{length}` in its words: `{years}` is the company's years of experience.)
 */
export const credentialsOf = derived((view) => {
  const credentials = filled(view, view.words.credentials);
  return {
    ...credentials,
    line: filledIn(credentials.words.footer, { length: String(credentials.warranty.years) }),
  };
});
