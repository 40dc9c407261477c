import { photoBase } from '../src/content/images.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';

// What follows where the photos come from (`photoSource` of build-time/settings.ts).

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
