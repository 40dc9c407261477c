import contactFile from '../../../../content/contact.json' with { type: 'json' };
import { siteLocale } from '../../../content/language.ts';
import { workKinds } from '../../../content/workKinds.ts';

/** The form's words and its project types' labels (`content/contact.json`). */
const { form, projectTypes: labels } = contactFile[siteLocale];

/** Project type options (value: label), the empty one first, in the spec's order. */
export const projectTypes = [
  { value: '', label: labels.placeholder },
  ...workKinds.map((value) => ({
    value,
    label: labels[value],
  })),
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
