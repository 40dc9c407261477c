import contactFile from '../../../../content/contact.json' with { type: 'json' };
import { hoursText, openingHours } from '../../../content/contact.ts';
import { filledIn, siteLocale } from '../../../content/language.ts';

// In a module of its own: the render formats these for the form's island (`contactFormProps`).

const labels = contactFile[siteLocale].visitTimes;

/**
 * When a visit suits, from the business hours (`content/hours.json`), "any time" first: a run of
 * days open across noon as its mornings and its afternoons, a single day with its hours. Each
 * value names the days and times in a form whoever reads the message understands in any
 * language (`Monday-Friday morning`, `Saturday 09:00-16:00`).
 */
export const visitTimes = [
  { value: '', label: labels.placeholder },
  ...openingHours.flatMap((entry) => {
    if (entry.opens === undefined || entry.closes === undefined) return [];
    const { days, hours } = hoursText(entry);
    const run = entry.from === entry.to ? entry.from : `${entry.from}-${entry.to}`;
    if (entry.from !== entry.to && entry.opens < '12:00' && entry.closes > '12:00') {
      return [
        { value: `${run} morning`, label: filledIn(labels.morning, { days }) },
        { value: `${run} afternoon`, label: filledIn(labels.afternoon, { days }) },
      ];
    }
    return [
      {
        value: `${run} ${entry.opens}-${entry.closes}`,
        label: filledIn(labels.day, { days, hours }),
      },
    ];
  }),
];
