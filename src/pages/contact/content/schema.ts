import { z } from 'zod';
import {
  described,
  group,
  optional,
  prose,
  serviceAddress,
  sharedText,
  template,
  text,
} from '../../../content/schema/fields.ts';

/**
 * Where the contact form's messages go (docs/operator.md, "Receiving messages"): nowhere (the
 * spec's form only logs them), Netlify Forms under a form name, or a form service's endpoint.
 * The one check of the setting: of `contactDelivery` in content/settings.json, and of
 * CONTACT_DELIVERY, which a test build sets instead (build-time/settings.ts).
 */
export const deliverySetting = group({
  kind: z.enum(['none', 'netlify', 'endpoint'], {
    error: 'must be none, netlify or endpoint',
  }),
  formName: optional(sharedText().regex(/^[\w-]+$/u, 'must be one word: letters, digits, - or _')),
  url: optional(serviceAddress()),
}).superRefine((setting, context) => {
  if (setting.kind === 'netlify' && setting.formName === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['formName'],
      message: 'must name the form Netlify keeps the messages under, like contact',
    });
  }
  if (setting.kind === 'endpoint' && setting.url === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['url'],
      message: 'must be the form service’s address, like https://formspree.io/f/abcdwxyz',
    });
  }
});

/** `content/contact.json`: the Contact page's words. */
export const contactSchema = described(
  group({
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: text(),
      intro: prose(),
      infoTitle: described(text(), { title: 'Title of the contact details' }),
    }),
    details: described(
      group({
        labels: group({
          phone: text(),
          email: text(),
          addresses: text(),
          hours: described(text(), { title: 'Business hours' }),
          areas: described(text(), { title: 'Service areas' }),
        }),
        byAppointment: described(text(), { title: 'A day without opening hours' }),
        dayRange: described(template('from', 'to'), { title: 'A run of days' }),
        timeRange: described(template('opens', 'closes'), { title: 'A day’s opening hours' }),
      }),
      { title: 'Contact details (here and on Home)' },
    ),
    form: described(
      group({
        title: text(),
        labels: group({
          name: text(),
          email: text(),
          phone: text(),
          subject: described(text(), { title: 'Project type' }),
          message: text(),
          visit: described(text(), { title: 'When a visit suits (optional)' }),
        }),
        requiredHint: text(),
        optional: described(text(), { title: 'Said of a field that may stay empty' }),
        messagePlaceholder: described(prose(), { title: 'Example in the message box' }),
        submit: described(text(), { title: 'Send button' }),
        sentTitle: described(text(), { title: 'Sent: title' }),
        sentText: described(prose(), { title: 'Sent: text' }),
        waiting: described(prose(), { title: 'Sent before the page had loaded' }),
        noScript: described(prose(), { title: 'Sent with JavaScript off' }),
        reachUs: described(text(), { title: 'Before the phone number, after a note' }),
        reachUsOr: described(text(), { title: 'Between the phone number and the email' }),
        sending: described(text(), { title: 'Send button while sending' }),
        sendingStatus: described(text(), { title: 'Said to screen readers while sending' }),
        failedTitle: described(text(), { title: 'Not sent: title' }),
        failedText: described(prose(), { title: 'Not sent: text' }),
        offlineTitle: described(text(), { title: 'Offline: title' }),
        offlineText: described(prose(), { title: 'Offline: text' }),
        retry: described(text(), { title: 'Try again button' }),
      }),
      { title: 'The message form' },
    ),
    projectTypes: described(
      group({
        placeholder: described(text(), { title: 'No choice yet' }),
        installation: text(),
        refinishing: text(),
        repair: text(),
        consultation: text(),
        other: text(),
      }),
      {
        title: 'Project types',
        description: 'The choices of the form’s project type; the form sends each one’s own name.',
      },
    ),
    visitTimes: described(
      group({
        placeholder: described(text(), { title: 'No choice' }),
        morning: described(template('days'), { title: 'Mornings of a run of days' }),
        afternoon: described(template('days'), { title: 'Afternoons of a run of days' }),
        day: described(template('days', 'hours'), { title: 'A single day' }),
      }),
      {
        title: 'When a visit suits',
        description:
          'The form’s choices, made from the business hours: a run of days split into ' +
          'mornings and afternoons, a single day with its hours.',
      },
    ),
    visits: described(
      group({
        length: described(template('minutes'), {
          title: 'How long a first visit takes',
          description: 'Its minutes are a setting (Settings › Visits to measure).',
        }),
        book: described(text(), { title: 'The link to your online calendar' }),
        newTab: described(text(), { title: 'Said to screen readers after that link' }),
      }),
      { title: 'Visits to measure (Contact and the estimate page)' },
    ),
  }),
  { title: 'Contact page and its form' },
);

export type ContactData = z.infer<typeof contactSchema>;

/** Where the messages go, as the form and the build read it: each kind with what it needs. */
export type ContactDelivery =
  /** The spec's form: nothing is sent anywhere; the message is logged in the browser. */
  | { readonly kind: 'none' }
  /**
   * Netlify Forms: Netlify finds the form by this name in the built HTML when it deploys, and
   * keeps each message under it. Messages go to the site's own origin.
   */
  | { readonly kind: 'netlify'; readonly formName: string }
  /**
   * A service that takes an HTML form's POST and answers JSON, as Formspree does: the URL of the
   * form's endpoint there (for example `https://formspree.io/f/abcdwxyz`).
   */
  | { readonly kind: 'endpoint'; readonly url: string };

/** A setting the schema has passed, as the form reads it. */
export function deliveryOf(setting: z.infer<typeof deliverySetting>): ContactDelivery {
  if (setting.kind === 'netlify') return { kind: 'netlify', formName: setting.formName ?? '' };
  if (setting.kind === 'endpoint') return { kind: 'endpoint', url: setting.url ?? '' };
  return { kind: 'none' };
}
