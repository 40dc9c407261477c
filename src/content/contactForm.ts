/** The contact message: the only object of the site, every field plain text. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const emptyMessage: ContactMessage = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** Project type options (value: label), the empty one first, in the spec's order. */
export const projectTypes = [
  { value: '', label: 'Select a service' },
  { value: 'installation', label: 'New Installation' },
  { value: 'refinishing', label: 'Floor Refinishing' },
  { value: 'repair', label: 'Repair & Restoration' },
  { value: 'consultation', label: 'Design Consultation' },
  { value: 'other', label: 'Other' },
] as const;

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
  title: 'Send Us a Message',
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    phone: 'Phone',
    subject: 'Project Type',
    message: 'Tell us about your project',
  },
  requiredHint: 'Fields marked * are required.',
  optional: '(optional)',
  messagePlaceholder: 'Please include square footage, timeline, and any specific requirements.',
  messageRows: 6,
  submit: 'Send Message',
  sentTitle: 'Message Sent!',
  sentText: "Thank you for your message. We'll get back to you soon.",
  /** Shown when the form was sent before the page's code had arrived, until it does. */
  waiting: 'Sending as soon as the page has loaded. Your message stays in the form until then.',
  /** Shown instead when the form was sent with JavaScript off. */
  noScript:
    'Sending this form needs JavaScript, which is off in this browser. Your text stays in the fields.',
  /** After either note, followed by the phone number, `reachUsOr` and the email address. */
  reachUs: 'You can also call',
  reachUsOr: 'or email',
  /** Prefix of the console line that carries the submitted values. */
  logLabel: 'Contact form submitted:',
  // With a delivery service (src/content/contactDelivery.ts):
  /** The send button while the message is on its way. */
  sending: 'Sending…',
  /** Announced to assistive technology meanwhile. */
  sendingStatus: 'Sending your message…',
  /** When the service did not take the message (an error, no answer in time, no network). */
  failedTitle: 'Your message was not sent.',
  failedText:
    'It did not reach us, but everything you wrote is still in the form. Please try again in a moment.',
  /** When the browser is offline: nothing was tried. */
  offlineTitle: 'You are offline. Your message was not sent.',
  offlineText: 'Everything you wrote is still in the form. Send it again once you are back online.',
  /** Followed by `reachUs` and the phone number and email, as in the early-submit note. */
  retry: 'Try again',
} as const;

/**
 * The honeypot: a field people never see (nor hear, nor reach with the keyboard), which a spam
 * robot filling in every field fills too. Formspree ignores a message whose `_gotcha` is filled;
 * Netlify does the same for the field its form's `netlify-honeypot` names.
 */
export const honeypotField = '_gotcha';

/** sessionStorage key of the unsent draft. */
export const draftStorageKey = 'contact-draft';
