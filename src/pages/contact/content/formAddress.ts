// The form's parts that hold no words, in a module with nothing else: what the first-paint script
// (src/firstPaint/, inline in every page) and the page script (which keeps the draft,
// contactDraft.ts) need of the form, without the form's words, which only its island does.

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

/** sessionStorage key of the unsent draft. */
export const draftStorageKey = 'contact-draft';

/** The mark of the form's record of an early submit (`SubmitRecord.tsx`), which the page script closes. */
export const submitRecordAttribute = 'data-submit-record';

/** The form's id: the fields of the logging form belong to it by their `form` attribute. */
export const contactFormId = 'contact-form';

/** A field's id in the page: its label's target, and what the first-paint script looks for. */
export const contactFieldId = (field: ContactField): string => `contact-${field}`;

/**
 * The address's parameters that fill the form (`/contact?type=refinishing&message=…`, the links
 * a project's "Start a project like this" and the estimator's "Send this to us" follow): from the
 * first paint (src/firstPaint/), and as the form mounts (`fillFromAddress`). `type` chooses
 * a project type (a value that is no option chooses nothing); `message` is put in an empty
 * message box as text, cut to the box's own limit.
 */
export const formParams = { type: 'type', message: 'message' } as const;
