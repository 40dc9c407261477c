/** schema.org's day names, Monday first: structured data uses them, the page formats them. */
const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

export interface OpeningHours {
  /** The first and last day the hours apply to (the same day for one day). */
  readonly from: Weekday;
  readonly to: Weekday;
  /** 24-hour times (structured data's form); absent when the day is by appointment only. */
  readonly opens?: string;
  readonly closes?: string;
}

export const contactPage = {
  eyebrow: 'Contact',
  title: 'Let’s talk about your floors',
  intro:
    'Tell us about your project and we will get back to you within one business day with next steps and a free estimate.',
  infoTitle: 'Contact Information',
} as const;

/** Row labels of the contact details (GET IN TOUCH on Home, and the Contact page). */
export const contactLabels = {
  phone: 'Phone',
  email: 'Email',
  addresses: 'Addresses',
  hours: 'Business Hours',
  areas: 'Service Areas',
} as const;

/** Business hours, as the spec states them; the page's text is formatted from these. */
export const openingHours: readonly OpeningHours[] = [
  { from: 'Monday', to: 'Friday', opens: '08:00', closes: '18:00' },
  { from: 'Saturday', to: 'Saturday', opens: '09:00', closes: '16:00' },
  { from: 'Sunday', to: 'Sunday' },
];

/** What a day without opening hours says. */
export const byAppointment = 'by appointment';

const locale = 'en-US';

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

/** An entry as the page shows it: 'Monday-Friday' and '8:00 AM-6:00 PM'. */
export function hoursText(entry: OpeningHours): { days: string; hours: string } {
  const days =
    entry.from === entry.to
      ? weekdayName(entry.from)
      : `${weekdayName(entry.from)}-${weekdayName(entry.to)}`;
  const hours =
    entry.opens && entry.closes
      ? `${timeText(entry.opens)}-${timeText(entry.closes)}`
      : byAppointment;
  return { days, hours };
}
