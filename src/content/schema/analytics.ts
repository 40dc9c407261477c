import { z } from 'zod';
import { described, group, optional, sharedText, webAddress } from './fields.ts';

/** The cookieless analytics services the site can count its visits with. */
export const analyticsKinds = ['none', 'plausible', 'umami'] as const;

/**
 * Counting visits and leads, off unless the owner turns it on: a cookieless service, Plausible or
 * Umami, at its own address or the owner's own server. The one check of the setting: of
 * `analytics` in content/settings.json, and of ANALYTICS, which a test build sets instead.
 */
export const analyticsSetting = group({
  kind: z.enum(analyticsKinds, { error: `must be ${analyticsKinds.join(', ')}` }),
  host: described(
    optional(
      webAddress().refine(
        (address) => new URL(address).pathname === '/',
        'must be the service’s address alone, with no path, like https://plausible.io',
      ),
    ),
    {
      title: 'The service’s address',
      description: 'Like https://plausible.io, or the address of your own Umami.',
    },
  ),
  site: described(optional(sharedText()), {
    title: 'This site there',
    description: 'Plausible: the site’s domain as you added it there. Umami: its website ID.',
  }),
}).superRefine((setting, context) => {
  if (setting.kind === 'none') return;
  for (const field of ['host', 'site'] as const) {
    if (setting[field] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message:
          field === 'host'
            ? 'must be the address of the service, like https://plausible.io'
            : setting.kind === 'plausible'
              ? 'must be the site’s domain as Plausible knows it, like heartwoodfloors.com'
              : 'must be the website ID Umami gave the site',
      });
    }
  }
});

/** The analytics service as the build reads it: each kind with what it needs. */
export type Analytics =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'plausible' | 'umami';
      /** The service's origin, which the CSP names and its script comes from. */
      readonly origin: string;
      /** Plausible's domain of the site, or Umami's website ID. */
      readonly site: string;
    };

/** A setting the schema has passed, as the build reads it. */
export function analyticsOf(setting: z.infer<typeof analyticsSetting>): Analytics {
  if (setting.kind === 'none' || !setting.host || !setting.site) return { kind: 'none' };
  return { kind: setting.kind, origin: new URL(setting.host).origin, site: setting.site };
}
