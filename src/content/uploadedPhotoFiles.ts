import { srcSetWidths } from './images.ts';
import type { FocusPoint } from './schema/fields.ts';

/**
 * The files the build makes of a photo the owner uploaded: how they are named, and which crops
 * the pages ask for. The build (`build-time/uploadedPhotos.ts`) writes exactly the crops the
 * prerendered pages rendered, so every page must render each photo it can show.
 */

/** An uploaded photo, as the build describes it to the render (`SiteContent.photos`). */
export interface UploadedPhoto {
  /** The published name: `/media/oak-1a2b3c4d` (the original's name and a hash of its bytes). */
  readonly name: string;
  /** Its size upright, in pixels. */
  readonly width: number;
  readonly height: number;
  readonly focus?: FocusPoint;
}

export type UploadedPhotos = Readonly<Record<string, UploadedPhoto>>;

/** One shape of an uploaded photo that a page shows, and the widths it is made in. */
export interface UploadedCrop {
  /** The content's `/media/oak.jpg`. */
  readonly file: string;
  readonly photo: UploadedPhoto;
  /** Height / width. */
  readonly ratio: number;
  /** The WebP files' widths: the site's widths, up to what the original holds at this shape. */
  readonly widths: readonly number[];
  /** The one JPEG, for browsers without WebP. */
  readonly jpegWidth: number;
}

/** The file of one width of a crop, from the site's root: `media/oak-1a2b3c4d-667-1080.webp`. */
export const cropFile = (
  name: string,
  ratio: number,
  width: number,
  format: 'webp' | 'jpg',
): string => `${name.replace(/^\//u, '')}-${Math.round(ratio * 1000)}-${width}.${format}`;

/** The JPEG's width: the width the host's photos fall back to, unless the original is smaller. */
const jpegWidth = 1080;

/** The crops the pages of each content's render asked for, by the content's photos. */
const requested = new WeakMap<UploadedPhotos, Map<string, UploadedCrop>>();

/**
 * The crop of the uploaded photo `file` at `ratio`; the build makes each crop a render of the
 * content of `photos` asked for. A crop asked for `jpegOnly` (a link read away from the page)
 * gets its JPEG alone, unless a page shows it.
 */
export function uploadedCrop(
  photos: UploadedPhotos,
  file: string,
  ratio: number,
  { jpegOnly = false } = {},
): UploadedCrop {
  const photo = photos[file];
  // The build checks that every named file exists, so this is content that skipped the check.
  if (!photo) throw new Error(`No uploaded photo ${file} in this content`);
  let crops = requested.get(photos);
  if (!crops) requested.set(photos, (crops = new Map()));
  const key = cropFile(photo.name, ratio, 0, 'webp');
  const known = crops.get(key);
  if (known && (jpegOnly || known.widths.length > 0)) return known;
  // Never wider than the original gives at this shape: an upscaled photo only weighs more.
  const largest = Math.floor(Math.min(photo.width, photo.height / ratio));
  const widths = srcSetWidths.filter((width) => width <= largest);
  const crop: UploadedCrop = {
    file,
    photo,
    ratio,
    widths: jpegOnly ? [] : widths.length > 0 ? widths : [largest],
    jpegWidth: Math.min(jpegWidth, largest),
  };
  crops.set(key, crop);
  return crop;
}

/** Every crop of `photos` asked for so far: after a site's render, every crop of its pages. */
export const requestedCrops = (photos: UploadedPhotos): UploadedCrop[] => [
  ...(requested.get(photos)?.values() ?? []),
];

export const cropUrl = (crop: UploadedCrop, width: number, format: 'webp' | 'jpg'): string =>
  `/${cropFile(crop.photo.name, crop.ratio, width, format)}`;

export const cropSrcSet = (crop: UploadedCrop): string =>
  crop.widths.map((width) => `${cropUrl(crop, width, 'webp')} ${width}w`).join(', ');
