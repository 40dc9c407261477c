import { filledIn, intlLocales } from './language.ts';
import type { OpeningHours } from './schema/hours.ts';
import type { NumberWords } from './numbers.ts';
import { derived } from './siteContent.ts';

import { weekdays, type Weekday } from './weekdays.ts';

/**
 * What the site formats with `Intl`, from the content: the list of regions and the business
 * hours. The browser never creates an `Intl` object for them: a page's first one costs a phone
 * 15 to 25 ms of locale data (more than 100 ms on a slow phone), in the task that starts the
 * page. So the render formats them, and an island that shows one gets it as a prop (the
 * estimator's `NumberWords`, the contact form's visit times): no browser code imports this.
 */
export interface FormattedFacts {
  /** Every region's name in one list: "Colorado, Utah, Montana, Las Vegas, and Los Angeles". */
  readonly regions: string;
  /** Each entry of the business hours as the page shows it, in order. */
  readonly hours: readonly { readonly days: string; readonly hours: string }[];
  /** How the language writes numbers and dollars, for the estimator to write its own figures. */
  readonly numbers: NumberWords;
}

/** A language's `NumberWords`, from the parts of `Intl`'s `$1,234.50`. */
export function numberWords(intl: string): NumberWords {
  const parts = new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).formatToParts(1234.5);
  const digits = parts.flatMap((part, index) =>
    ['integer', 'group', 'decimal', 'fraction'].includes(part.type) ? [index] : [],
  );
  const first = digits[0] ?? 0;
  const last = digits.at(-1) ?? parts.length - 1;
  const joined = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    dollarsBefore: joined(0, first),
    dollarsAfter: joined(last + 1, parts.length),
  };
}

/** The words the formatting needs, of one language. */
export interface FactWords {
  /** The language's `Intl` locale (`en-US`). */
  readonly intl: string;
  readonly dayRange: string;
  readonly timeRange: string;
  readonly byAppointment: string;
}

export function formatFacts(
  words: FactWords,
  regionNames: readonly string[],
  hours: readonly OpeningHours[],
): FormattedFacts {
  const weekdayFormat = new Intl.DateTimeFormat(words.intl, { weekday: 'long', timeZone: 'UTC' });
  const timeFormat = new Intl.DateTimeFormat(words.intl, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  // 1 January 2024 was a Monday: the weekday formatter reads day names off that week.
  const weekdayName = (day: Weekday) =>
    weekdayFormat.format(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  // Node and browsers may put a narrow or no-break space before AM/PM: plain spaces.
  const timeText = (time: string) => {
    const [hour = 0, minute = 0] = time.split(':').map(Number);
    return timeFormat
      .formatToParts(Date.UTC(2024, 0, 1, hour, minute))
      .map((part) => (part.type === 'literal' ? part.value.replace(/\s/gu, ' ') : part.value))
      .join('');
  };
  return {
    regions: new Intl.ListFormat(words.intl).format(regionNames),
    numbers: numberWords(words.intl),
    // 'Monday-Friday' and '8:00 AM-6:00 PM' in English, 'Lunes a viernes' and '8:00 a.m. a
    // 6:00 p.m.' in Spanish, whose day names begin a line in capitals.
    hours: hours.map((entry) => {
      const named =
        entry.from === entry.to
          ? weekdayName(entry.from)
          : filledIn(words.dayRange, { from: weekdayName(entry.from), to: weekdayName(entry.to) });
      return {
        days: named.charAt(0).toLocaleUpperCase(words.intl) + named.slice(1),
        hours:
          entry.opens && entry.closes
            ? filledIn(words.timeRange, {
                opens: timeText(entry.opens),
                closes: timeText(entry.closes),
              })
            : words.byAppointment,
      };
    }),
  };
}

/** The view's formatted facts, for the render. */
export const formattedFacts = derived(({ locale, words }) =>
  formatFacts(
    { intl: intlLocales[locale], ...words.contact.details },
    words.regions.regions.map((region) => region.name),
    words.hours.hours,
  ),
);
