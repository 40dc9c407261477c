import type { z } from 'zod';
import { described, group, prose, template, text } from '../../../content/schema/fields.ts';

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
