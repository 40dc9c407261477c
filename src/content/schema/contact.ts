import { z } from 'zod';
import { described, group, optional, prose, sharedText, text, webAddress } from './fields.ts';

/**
 * Where the contact form's messages go (docs/operator.md, "Receiving messages"): nowhere (the
 * spec's form only logs them), Netlify Forms under a form name, or a form service's endpoint.
 */
const delivery = group({
  kind: z.enum(['none', 'netlify', 'endpoint'], {
    error: 'must be none, netlify or endpoint',
  }),
  formName: optional(sharedText().regex(/^[\w-]+$/u, 'must be one word: letters, digits, - or _')),
  url: optional(webAddress()),
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

/** `content/contact.json`: the Contact page's words, and where its messages go. */
export const contactSchema = described(
  group({
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: text(),
      intro: prose(),
      infoTitle: described(text(), { title: 'Title of the contact details' }),
    }),
    delivery: described(delivery, {
      title: 'Where messages go',
      description:
        'none: messages are not sent anywhere; netlify: Netlify Forms keeps them; endpoint: ' +
        'a form service receives them. Ask your developer before changing it.',
    }),
  }),
  { title: 'Contact page and messages' },
);

export type ContactData = z.infer<typeof contactSchema>;
