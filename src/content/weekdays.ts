/** schema.org's day names, Monday first: structured data uses them, the page formats them. */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof weekdays)[number];
