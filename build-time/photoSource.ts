import { imageHost, photoBase } from '../src/content/images.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';

// What follows where the photos come from (`photoSource` of build-time/settings.ts).

/**
 * The origins other than the site's own that photos come from, for the security policy and the
 * preconnect hint: the image host's, unless photos go through a path on the site's own origin.
 */
export function photoOrigins(source: PhotoSource): string[] {
  const base = photoBase(source);
  return URL.canParse(base) ? [new URL(base).origin] : [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Which responses the service worker keeps as photos. The image host's are plain cross-origin
 * images, opaque to the worker (status 0); through the site's origin they are ordinary same-origin
 * responses, kept only when they succeeded. The pattern for a path allows any origin: Workbox
 * tests it against the full URL, which it cannot know at build time, and the policy lets photos
 * come from the site's own origin alone in that mode.
 */
export function photoCaching(source: PhotoSource): { urlPattern: RegExp; statuses: number[] } {
  const base = photoBase(source);
  return URL.canParse(base)
    ? { urlPattern: new RegExp(`^${escapeRegExp(base)}/`), statuses: [0, 200] }
    : { urlPattern: new RegExp(`^https?://[^/]+${escapeRegExp(base)}/`), statuses: [200] };
}

/**
 * `_redirects` in Netlify's format, for photos through the site's origin: a 200 rule makes Netlify
 * fetch the image host's URL and answer with it (a proxy), and Netlify passes the query string (the
 * photo's size and quality) on to it. Nothing when photos come straight from the image host.
 */
export function redirectsFile(source: PhotoSource): string | undefined {
  if (source.kind !== 'rewrite') return undefined;
  return [
    "# Photos through the site's own origin (content/settings.json), from the image host",
    `${source.path}/*  ${imageHost}/:splat  200`,
    '',
  ].join('\n');
}
