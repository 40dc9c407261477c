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
 * The address's parameter that chooses the project type (`/contact?type=refinishing`, the link a
 * project's "Start a project like this" follows): from the first paint (firstPaintScript.ts),
 * and as the form mounts (`chooseAskedType`). A value that is not an option chooses nothing.
 */
export const projectTypeParam = 'type';
