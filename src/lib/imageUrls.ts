import { photoSource } from 'virtual:site-settings/photoSource';
import { photoBase, srcSetWidths } from '../content/images.ts';
import { mediaFolder } from '../content/paths.ts';

/**
 * Where this build's photos are fetched from (`photoSource` in content/settings.json, as the
 * build read it): the image host, or a path on the site's own origin.
 */
const base = photoBase(photoSource);

export interface ImageUrlOptions {
  readonly width: number;
  /** Height / width; when given the host crops to it so the file matches the reserved box. */
  readonly ratio?: number;
  readonly quality?: number;
}

export function imageUrl(id: string, { width, ratio, quality = 70 }: ImageUrlOptions): string {
  const params = new URLSearchParams({ auto: 'format', fit: 'crop', w: String(width) });
  if (ratio) params.set('h', String(Math.round(width * ratio)));
  params.set('q', String(quality));
  return `${base}/photo-${id}?${params.toString()}`;
}

/**
 * Quality for screens of 1.5 device pixels per CSS pixel and more (every phone): at that density
 * compression artefacts are too small to see, and a file at q=50 weighs about a third less than
 * at the default 70.
 */
export const denseQuality = 50;

export function imageSrcSet(
  id: string,
  { ratio, quality }: Omit<ImageUrlOptions, 'width'> = {},
): string {
  return srcSetWidths
    .map((width) => `${imageUrl(id, { width, ratio, quality })} ${width}w`)
    .join(', ');
}

/** Whether a URL (absolute, as `currentSrc` gives it) is one of this build's photos. */
export const isPhotoUrl = (url: string, pageUrl: string): boolean =>
  [`${base}/`, `/${mediaFolder}/`].some((start) => url.startsWith(new URL(start, pageUrl).href));
