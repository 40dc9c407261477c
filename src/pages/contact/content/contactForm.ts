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

/** How many lines the message box shows. */
export const messageRows = 6;

/** Prefix of the console line that carries the submitted values (for developers: English). */
export const logLabel = 'Contact form submitted:';

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
