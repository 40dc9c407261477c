import type { ContactField } from './contactForm.ts';

// What the first-paint script (build-time/firstPaintScript.ts) needs of the form, in a module
// with nothing else: the build reads it in Node, where the form's words are not to be had.

/** The mark of the form's record of an early submit (`SubmitRecord.tsx`), which the page script closes. */
export const submitRecordAttribute = 'data-submit-record';

/** The form's id: the fields of the logging form belong to it by their `form` attribute. */
export const contactFormId = 'contact-form';

/** A field's id in the page: its label's target, and what the first-paint script looks for. */
export const contactFieldId = (field: ContactField): string => `contact-${field}`;

/**
 * The address's parameters that fill the form (`/contact?type=refinishing&message=…`, the links
 * a project's "Start a project like this" and the estimator's "Send this to us" follow): from the
 * first paint (firstPaintScript.ts), and as the form mounts (`fillFromAddress`). `type` chooses
 * a project type (a value that is no option chooses nothing); `message` is put in an empty
 * message box as text, cut to the box's own limit.
 */
export const formParams = { type: 'type', message: 'message' } as const;
