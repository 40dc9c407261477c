// The form's parts that hold no words, in a module with nothing else: what the first-paint script
// (src/firstPaint/, inline in every page) and the page's script (which keeps the draft,
// contactDraft.ts) need of the form, without the form's words, which only its island has.

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

/** The id of the contact page's data block of the guide's names (`GuideChoiceBlock`). */
export const guideChoiceId = 'guide-choice';

/**
 * What the contact form needs to put a choice from the species guide into words: the species'
 * and stains' names by id, and the message for a species alone and for a species with a stain.
 */
export interface GuideChoiceWords {
  readonly species: Readonly<Record<string, string>>;
  /** The word before each species' name, where a message says `{a}`. */
  readonly articles: Readonly<Record<string, string>>;
  readonly stains: Readonly<Record<string, string>>;
  readonly speciesMessage: string;
  readonly stainMessage: string;
}
