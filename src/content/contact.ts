import { filled } from './company.ts';
import { formattedFacts } from './formattedFacts.ts';
import type { OpeningHours } from './schema/hours.ts';
import { derived, type ContentView } from './siteContent.ts';
import { weekdays, type Weekday } from './weekdays.ts';

export type { OpeningHours };

/**
 * The Contact page's words (`content/contact.json`): its own, what it and the estimate page say
 * of a first visit to measure, and the row labels of the contact details (GET IN TOUCH on Home,
 * and the Contact page).
 */
export const contactText = derived((view) => {
  const { page, visits, details } = view.words.contact;
  return { page: filled(view, page), visits, labels: details.labels };
});

/** Business hours (`content/hours.json`); the page's text is formatted from these. */
export const openingHours = (view: ContentView): readonly OpeningHours[] => view.words.hours.hours;

/** Every day an entry covers, in order (schema.org's `dayOfWeek`). */
export const daysOf = (entry: OpeningHours): Weekday[] =>
  weekdays.slice(weekdays.indexOf(entry.from), weekdays.indexOf(entry.to) + 1);

/**
 * Each entry of the business hours as the page shows it: 'Monday-Friday' and '8:00 AM-6:00 PM'
 * in English, 'Lunes a viernes' and '8:00 a.m. a 6:00 p.m.' in Spanish (formatted by the render:
 * `formattedFacts.ts`), with the entry it shows.
 */
export const hoursTexts = (view: ContentView) =>
  openingHours(view).map((entry, index) => {
    const text = formattedFacts(view).hours[index];
    if (!text) throw new Error('Not an entry of the business hours');
    return { entry, ...text };
  });
