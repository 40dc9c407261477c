import type { Translation } from '../translation.ts';

/**
 * The contact form's words: labels, options, hints and every message. English; the Spanish build
 * reads `../es/contactForm.ts` in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  contactForm: {
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
    offlineText:
      'Everything you wrote is still in the form. Send it again once you are back online.',
    /** Followed by `reachUs` and the phone number and email, as in the early-submit note. */
    retry: 'Try again',
  },
  /** The project types' labels, by the value the form sends (the spec's order). */
  projectTypes: {
    '': 'Select a service',
    installation: 'New Installation',
    refinishing: 'Floor Refinishing',
    repair: 'Repair & Restoration',
    consultation: 'Design Consultation',
    other: 'Other',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
