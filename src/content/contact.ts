import contactFile from '../../content/contact.json' with { type: 'json' };
import hoursFile from '../../content/hours.json' with { type: 'json' };
import { filled } from './company.ts';
import { filledIn, siteLocale } from './language/words.ts';
import { words } from './language/en/contact.ts';
import { words as site } from './language/en/site.ts';
import type { ContactData } from './schema/contact.ts';
import type { OpeningHours } from './schema/hours.ts';
import { weekdays, type Weekday } from './weekdays.ts';

export type { OpeningHours };

/** The Contact page's words (`content/contact.json`). */
export const contactPage = filled<ContactData['page']>(contactFile[siteLocale].page);

/** Row labels of the contact details (GET IN TOUCH on Home, and the Contact page). */
export const contactLabels = words.contact.labels;

/**
 * Business hours (`content/hours.json`); the page's text is formatted from these. JSON types
 * its day names as any text: the build has checked them against the schema's.
 */
export const openingHours = hoursFile[siteLocale].hours as readonly OpeningHours[];

/** What a day without opening hours says. */
export const byAppointment = words.contact.byAppointment;

const locale = site.language.intl;

/** Every day an entry covers, in order (schema.org's `dayOfWeek`). */
export const daysOf = (entry: OpeningHours): Weekday[] =>
  weekdays.slice(weekdays.indexOf(entry.from), weekdays.indexOf(entry.to) + 1);

// Made once: the contact details render them on every page that shows them.
const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat(locale, {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

// 1 January 2024 was a Monday: the weekday formatter reads day names off that week.
const weekdayName = (day: Weekday) =>
  weekdayFormat.format(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));

// Node and browsers may put a narrow or no-break space before AM/PM: plain spaces, so the
// prerendered text and the hydrated one are the same.
const timeText = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return timeFormat
    .formatToParts(Date.UTC(2024, 0, 1, hours, minutes))
    .map((part) => (part.type === 'literal' ? part.value.replace(/\s/gu, ' ') : part.value))
    .join('');
};

/**
 * An entry as the page shows it: 'Monday-Friday' and '8:00 AM-6:00 PM' in English, 'Lunes a
 * viernes' and '8:00 a.m. a 6:00 p.m.' in Spanish, whose day names begin a line in capitals.
 */
export function hoursText(entry: OpeningHours): { days: string; hours: string } {
  const named =
    entry.from === entry.to
      ? weekdayName(entry.from)
      : filledIn(words.contact.dayRange, {
          from: weekdayName(entry.from),
          to: weekdayName(entry.to),
        });
  const days = named.charAt(0).toLocaleUpperCase(locale) + named.slice(1);
  const hours =
    entry.opens && entry.closes
      ? filledIn(words.contact.timeRange, {
          opens: timeText(entry.opens),
          closes: timeText(entry.closes),
        })
      : byAppointment;
  return { days, hours };
}
