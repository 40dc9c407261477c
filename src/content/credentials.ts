import credentialsFile from '../../content/credentials.json' with { type: 'json' };
import { filled } from './company.ts';
import { filledIn, siteLocale } from './language.ts';
import type { CredentialsData } from './schema/credentials.ts';

/**
 * The licences, insurance, memberships and warranty, in this build's language. (The warranty's
 * length is `{length}` in its words: `{years}` is the company's years of experience.)
 */
export const credentials = filled(credentialsFile[siteLocale] as CredentialsData);

/** The id of About's section on them, which the footer's line links to. */
export const credentialsAnchor = 'credentials';

/** The footer's line: "Licensed where required · Insured · 2-year warranty on our work". */
export const credentialsLine = filledIn(credentials.words.footer, {
  length: String(credentials.warranty.years),
});
