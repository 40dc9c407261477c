import type { z } from 'zod';
import { weekdays } from '../weekdays.ts';
import { group, list, optional, time, timePattern, weekday } from './fields.ts';

/** Whether `closes` is later than `opens`; undefined unless both are times. */
const isLater = (opens = '', closes = '') =>
  timePattern.test(opens) && timePattern.test(closes) ? closes > opens : undefined;

/** Days from `from` to `to`, open from `opens` to `closes`, or by appointment without them. */
const entry = group({
  from: weekday(),
  to: weekday(),
  opens: optional(time()),
  closes: optional(time()),
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
export const hoursSchema = group({ hours: list(entry) });

export type OpeningHours = z.infer<typeof hoursSchema>['hours'][number];
