import type { PhotoSource } from './photoSource.ts';
import type { Photo } from './schema/fields.ts';

export type { Photo };

export const imageHost = 'https://images.unsplash.com';

/**
 * What every photo URL starts with: the image host, or, when the site's host forwards photos to
 * it (`photoSource.ts`), the path on the site's own origin. Photo URLs, the service worker's photo
 * cache, the host rewrite and the security policy are all derived from it.
 */
export const photoBase = (source: PhotoSource): string =>
  source.kind === 'rewrite' ? source.path : imageHost;
