import contactFile from '../../content/contact.json' with { type: 'json' };
import hoursFile from '../../content/hours.json' with { type: 'json' };
import { filled } from './company.ts';
import { formattedFacts } from './formattedFacts.ts';
import { siteLocale } from './language.ts';
import type { ContactData } from '../pages/contact/content/schema.ts';
import type { OpeningHours } from './schema/hours.ts';
import { weekdays, type Weekday } from './weekdays.ts';

export type { OpeningHours };

/** The Contact page's words (`content/contact.json`). */
export const contactPage = filled<ContactData['page']>(contactFile[siteLocale].page);

/** What Contact and the estimate page say of a first visit to measure, and of booking one. */
export const visitWords = contactFile[siteLocale].visits;

/** Row labels of the contact details (GET IN TOUCH on Home, and the Contact page). */
export const contactLabels = contactFile[siteLocale].details.labels;

/**
 * Business hours (`content/hours.json`); the page's text is formatted from these. JSON types
 * its day names as any text: the build has checked them against the schema's.
 */
export const openingHours = hoursFile[siteLocale].hours as readonly OpeningHours[];

/** Every day an entry covers, in order (schema.org's `dayOfWeek`). */
export const daysOf = (entry: OpeningHours): Weekday[] =>
  weekdays.slice(weekdays.indexOf(entry.from), weekdays.indexOf(entry.to) + 1);

/**
 * An entry as the page shows it: 'Monday-Friday' and '8:00 AM-6:00 PM' in English, 'Lunes a
 * viernes' and '8:00 a.m. a 6:00 p.m.' in Spanish (formatted by the build: `formattedFacts.ts`).
 */
export function hoursText(entry: OpeningHours): { days: string; hours: string } {
  const text = formattedFacts.hours[openingHours.indexOf(entry)];
  if (!text) throw new Error('Not an entry of the business hours');
  return text;
}
