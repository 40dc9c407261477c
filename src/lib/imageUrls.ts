import { photoBase, srcSetWidths } from '../content/images.ts';
import type { PhotoSource } from '../content/schema/photos.ts';

export interface ImageUrlOptions {
  readonly width: number;
  /** Height / width; when given the host crops to it so the file matches the reserved box. */
  readonly ratio?: number;
  readonly quality?: number;
}

/**
 * A photo of the image host at one size, fetched from where the settings say photos come from
 * (`photoSource`: the image host, or a path on the site's own origin).
 */
export function imageUrl(
  source: PhotoSource,
  id: string,
  { width, ratio, quality = 70 }: ImageUrlOptions,
): string {
  const params = new URLSearchParams({ auto: 'format', fit: 'crop', w: String(width) });
  if (ratio) params.set('h', String(Math.round(width * ratio)));
  params.set('q', String(quality));
  return `${photoBase(source)}/photo-${id}?${params.toString()}`;
}

/**
 * Quality for screens of 1.5 device pixels per CSS pixel and more (every phone): at that density
 * compression artefacts are too small to see, and a file at q=50 weighs about a third less than
 * at the default 70.
 */
export const denseQuality = 50;

export function imageSrcSet(
  source: PhotoSource,
  id: string,
  { ratio, quality }: Omit<ImageUrlOptions, 'width'> = {},
): string {
  return srcSetWidths
    .map((width) => `${imageUrl(source, id, { width, ratio, quality })} ${width}w`)
    .join(', ');
}
