import { imageHost } from '../content/images.ts';

/**
 * Widths offered to the browser: up to 3840 for a full-bleed photo on a 4K screen or a 1920 px
 * screen at 2x, so large displays never show an upscaled photo.
 */
export const srcSetWidths = [480, 768, 1080, 1600, 2400, 3200, 3840] as const;

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
  return `${imageHost}/photo-${id}?${params.toString()}`;
}

export function imageSrcSet(
  id: string,
  ratio?: number,
  widths: readonly number[] = srcSetWidths,
): string {
  return widths.map((width) => `${imageUrl(id, { width, ratio })} ${width}w`).join(', ');
}
