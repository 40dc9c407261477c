import type { PhotoSource } from './schema/photos.ts';
import type { Photo } from './schema/fields.ts';

export type { Photo };

export const imageHost = 'https://images.unsplash.com';

/**
 * Widths offered to the browser: up to 3840 for a full-bleed photo on a 4K screen or a 1920 px
 * screen at 2x, so large displays never show an upscaled photo. The owner's uploaded photos are
 * made in the same widths.
 */
export const srcSetWidths = [480, 768, 1080, 1600, 2400, 3200, 3840] as const;

/**
 * What every photo URL starts with: the image host, or, when the site's host forwards photos to
 * it (`photoSource.ts`), the path on the site's own origin. Photo URLs, the service worker's photo
 * cache, the host rewrite and the security policy are all derived from it.
 */
export const photoBase = (source: PhotoSource): string =>
  source.kind === 'rewrite' ? source.path : imageHost;
