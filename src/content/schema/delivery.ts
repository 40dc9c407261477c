import { z } from 'zod';
import { group, optional, serviceAddress, sharedText } from './fields.ts';

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
