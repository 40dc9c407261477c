import type { z } from 'zod';
import { weekdays } from '../weekdays.ts';
import { described, group, list, optional, time, timePattern, weekday } from './fields.ts';

/** Whether `closes` is later than `opens`; undefined unless both are times. */
const isLater = (opens = '', closes = '') =>
  timePattern.test(opens) && timePattern.test(closes) ? closes > opens : undefined;

/** Days from `from` to `to`, open from `opens` to `closes`, or by appointment without them. */
const entry = group({
  from: described(weekday(), { title: 'From' }),
  to: described(weekday(), { title: 'To', description: 'The same day for a single day.' }),
  opens: described(optional(time()), { title: 'Opens at', description: '24-hour clock: 08:00' }),
  closes: described(optional(time()), { title: 'Closes at', description: '24-hour clock: 18:00' }),
}).superRefine((hours, context) => {
  if (weekdays.indexOf(hours.to) < weekdays.indexOf(hours.from)) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be ${hours.from} or a later day of the week`,
    });
  }
  if ((hours.opens === undefined) !== (hours.closes === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [hours.opens === undefined ? 'opens' : 'closes'],
      message: 'needs a time too: give both times, or neither for "by appointment"',
    });
  } else if (isLater(hours.opens, hours.closes) === false) {
    context.addIssue({
      code: 'custom',
      path: ['closes'],
      message: `must be later than the opening time, ${hours.opens}`,
    });
  }
});

/** `content/hours.json`: the business hours, in the order the page lists them. */
export const hoursSchema = described(
  group({
    hours: described(list(entry), {
      title: 'Opening hours',
      item: 'line of hours',
      description: 'Leave both times empty for days by appointment.',
    }),
  }),
  { title: 'Business hours', description: 'As the contact page and search engines show them.' },
);

export type OpeningHours = z.infer<typeof hoursSchema>['hours'][number];
