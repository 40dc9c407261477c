import contactFile from '../../../../content/contact.json' with { type: 'json' };
import { hoursText, openingHours } from '../../../content/contact.ts';
import { filledIn, siteLocale } from '../../../content/language.ts';
import { workKinds } from '../../../content/workKinds.ts';

/** The form's words and its choices' labels (`content/contact.json`). */
const { form, projectTypes: labels, visitTimes: visitLabels } = contactFile[siteLocale];

/**
 * The contact message: the only object of the site, every field plain text. The spec's five
 * fields, and when a visit to measure would suit (optional, one of `visitTimes`).
 */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  visit: string;
}

export type ContactField = keyof ContactMessage;

export const emptyMessage: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  visit: '',
};

/** Project type options (value: label), the empty one first, in the spec's order. */
export const projectTypes = [
  { value: '', label: labels.placeholder },
  ...workKinds.map((value) => ({
    value,
    label: labels[value],
  })),
];

/**
 * When a visit suits, from the business hours (`content/hours.json`), "any time" first: a run of
 * days open across noon as its mornings and its afternoons, a single day with its hours. Each
 * value names the days and times in a form whoever reads the message understands in any
 * language (`Monday-Friday morning`, `Saturday 09:00-16:00`).
 */
export const visitTimes = [
  { value: '', label: visitLabels.placeholder },
  ...openingHours.flatMap((entry) => {
    if (entry.opens === undefined || entry.closes === undefined) return [];
    const { days, hours } = hoursText(entry);
    const run = entry.from === entry.to ? entry.from : `${entry.from}-${entry.to}`;
    if (entry.from !== entry.to && entry.opens < '12:00' && entry.closes > '12:00') {
      return [
        { value: `${run} morning`, label: filledIn(visitLabels.morning, { days }) },
        { value: `${run} afternoon`, label: filledIn(visitLabels.afternoon, { days }) },
      ];
    }
    return [
      {
        value: `${run} ${entry.opens}-${entry.closes}`,
        label: filledIn(visitLabels.day, { days, hours }),
      },
    ];
  }),
];

/**
 * Bounds the spec leaves open, chosen to fit any real name, address or project description while
 * keeping a pasted novel or a runaway script out of the draft store.
 */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
} as const;

export const contactFormText = {
  ...form,
  messageRows: 6,
  /** Prefix of the console line that carries the submitted values (for developers: English). */
  logLabel: 'Contact form submitted:',
} as const;

/**
 * The honeypot: a field people never see (nor hear, nor reach with the keyboard), which a spam
 * robot filling in every field fills too. Formspree ignores a message whose `_gotcha` is filled;
 * Netlify does the same for the field its form's `netlify-honeypot` names.
 */
export const honeypotField = '_gotcha';

/**
 * The field a delivered message names its language in (`en`, `es`), so whoever answers knows
 * which to answer in. Sent with the five fields; never part of what the form logs.
 */
export const languageField = 'language';

/** sessionStorage key of the unsent draft. */
export const draftStorageKey = 'contact-draft';
