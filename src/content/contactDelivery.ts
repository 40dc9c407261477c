import contactFile from '../../content/contact.json' with { type: 'json' };
import { siteLocale } from './language.ts';
import type { ContactData } from './schema/contact.ts';

/**
 * Where the contact form's messages go: the owner's one setting, `delivery` in
 * `content/contact.json` (docs/operator.md, "Receiving messages"), read at build time. The
 * prerendered form, the browser's code and the Content-Security-Policy all follow it.
 */
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

/** The setting as the schema reads it (the build has checked it has the field its kind needs). */
function deliveryOf(setting: ContactData['delivery']): ContactDelivery {
  if (setting.kind === 'netlify') return { kind: 'netlify', formName: setting.formName ?? '' };
  if (setting.kind === 'endpoint') return { kind: 'endpoint', url: setting.url ?? '' };
  return { kind: 'none' };
}

// A test build replaces this module (build-time/contactDelivery.ts).
export const contactDelivery: ContactDelivery = deliveryOf(
  contactFile[siteLocale].delivery as ContactData['delivery'],
);
