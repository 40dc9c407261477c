import { photoBase } from '../../content/images.ts';
import type { Analytics } from '../../content/schema/analytics.ts';
import type { PhotoSource } from '../../content/schema/photos.ts';
import type { PageSettings } from '../../content/schema/settings.ts';
import type { ContactDelivery } from '../../content/schema/delivery.ts';
import { hashSource } from './hashSource.ts';
import { speculationRulesSource } from './speculationRules.ts';

/**
 * The origins other than the site's own that photos come from, for the security policy and the
 * preconnect hint: the image host's, unless photos go through a path on the site's own origin.
 */
export function photoOrigins(source: PhotoSource): string[] {
  const base = photoBase(source);
  return URL.canParse(base) ? [new URL(base).origin] : [];
}

/**
 * The origin the contact form sends its messages to, when that is not our own: a POST endpoint's.
 * Netlify Forms take messages at the site's own origin, and `none` sends nothing.
 */
const formServiceOrigin = (delivery: ContactDelivery): string[] =>
  delivery.kind === 'endpoint' ? [new URL(delivery.url).origin] : [];

/** The analytics service's origin, when the owner has turned one on: its script and its counts. */
const analyticsOrigin = (analytics: Analytics): string[] =>
  analytics.kind === 'none' ? [] : [analytics.origin];

/** The settings the policy follows. */
export type PolicySettings = Pick<PageSettings, 'contactDelivery' | 'photoSource' | 'analytics'>;

/** What else the policy allows: the page's inline script and style, and the dev server's styles. */
export interface PolicyInlines {
  /** The first-paint script's code, as every page carries it inline (allowed by its hash). */
  readonly firstPaint: string;
  /** The page's one inline style (`inlineStyle.ts`), allowed by its hash. */
  readonly style: string;
  /**
   * The dev server's pages: its client writes each stylesheet a module imports into a `<style>`
   * of its own as it runs, which a built page never does.
   */
  readonly development?: boolean;
}

/**
 * The Content-Security-Policy: only our own scripts (no eval, and no inline script but the
 * first-paint one and the speculation rules, by their hashes) and the analytics service's where
 * the owner turned one on, styles and fonts from our origin (and the page's inline style, by
 * its hash), photos from our origin and the image host (unless they come through our
 * own origin), and forms posted to our origin, or to the form service the contact form is set to
 * deliver to. Written into every page's <meta>, and into `_headers` for the service worker.
 */
export const contentSecurityPolicy = (
  { contactDelivery: delivery, photoSource: photos, analytics }: PolicySettings,
  { firstPaint, style, development = false }: PolicyInlines,
): string =>
  [
    "default-src 'self'",
    // Our own files, the one inline script that runs before the first paint, and the inline
    // speculation rules, by their hashes.
    [
      'script-src',
      "'self'",
      hashSource(firstPaint),
      speculationRulesSource(),
      ...analyticsOrigin(analytics),
    ].join(' '),
    // Our own stylesheets, and the page's inline style (the opt-in to the fade between pages,
    // the counters' targets), by its hash.
    ['style-src', "'self'", ...(development ? ["'unsafe-inline'"] : [hashSource(style)])].join(' '),
    ['img-src', "'self'", 'data:', ...photoOrigins(photos)].join(' '),
    "font-src 'self'",
    // The offline service worker fetches photos from where the pages get them to keep them (the
    // header also governs the worker itself), and the page asks it to keep the ones it showed
    // before it ran; the contact form sends its messages to its service with fetch; the
    // analytics script sends its counts.
    [
      'connect-src',
      "'self'",
      ...photoOrigins(photos),
      ...formServiceOrigin(delivery),
      ...analyticsOrigin(analytics),
    ].join(' '),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Without JavaScript, the contact form posts itself to its service.
    ['form-action', "'self'", ...formServiceOrigin(delivery)].join(' '),
  ].join('; ');

/**
 * Headers only a server can send. The pages' policy is their <meta> tag, which every host serves;
 * the header adds only what a <meta> cannot say (frame-ancestors). Were it to repeat the policy,
 * the browser would enforce two copies and report every violation twice. The service worker has
 * no <meta>: its policy is its own header (`_headers`, `siteFiles.ts`).
 */
export const securityHeaders = (): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
});

/**
 * The editor's policy (/admin): what Decap CMS needs and nothing more. Its own scripts, and
 * code it compiles as it runs; the
 * styles it writes into the page as it runs; photos it shows from the repository as blob: and
 * data: URLs, and avatars from GitHub; its saves to GitHub's API, or on this machine to
 * decap-server (`npm run admin`). GitHub's login opens in a window of its own, which this policy
 * does not govern.
 */
export const editorSecurityPolicy = (): string =>
  [
    "default-src 'self'",
    // Decap checks its configuration with ajv, which compiles each check into a function.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.github.com http://localhost:8081",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** One directive of a policy, as its list of sources (undefined if the policy has none). */
export const directiveSources = (policy: string, name: string): string[] | undefined =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);
