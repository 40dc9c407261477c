import type { Photo } from '../content/images.ts';
import type { PhotoSource } from '../content/schema/photos.ts';
import { denseQuality, imageSrcSet, imageUrl } from './imageUrls.ts';
import {
  cropSrcSet,
  cropUrl,
  uploadedCrop,
  type UploadedPhotos,
} from '../content/uploadedPhotoFiles.ts';

/** One `<source>` of a `<picture>`: the browser takes the first whose media and type it matches. */
export interface PictureSource {
  readonly media?: string;
  readonly type?: string;
  readonly srcSet: string;
}

/** What a `<picture>` of a photo needs: its sources in order, and the `<img>`'s own file. */
export interface PhotoFiles {
  readonly sources: readonly PictureSource[];
  readonly src: string;
  readonly srcSet?: string;
  readonly width: number;
  readonly height: number;
}

export interface PhotoShape {
  /** Height / width of the box the photo fills. */
  readonly ratio: number;
  /** Height / width of a taller crop for portrait screens. */
  readonly portraitRatio?: number;
}

/** The width the host's photos fall back to in the `<img>`. */
export const fallbackWidth = 1080;

/** Screens dense enough for the host's lighter files (see `denseQuality`). */
const dense = '(min-resolution: 1.5dppx)';
const portrait = '(orientation: portrait)';

function hostFiles(
  origin: PhotoSource,
  id: string,
  { ratio, portraitRatio }: PhotoShape,
): PhotoFiles {
  const sources: PictureSource[] = [];
  if (portraitRatio) {
    sources.push(
      {
        media: `${portrait} and ${dense}`,
        srcSet: imageSrcSet(origin, id, { ratio: portraitRatio, quality: denseQuality }),
      },
      { media: portrait, srcSet: imageSrcSet(origin, id, { ratio: portraitRatio }) },
    );
  }
  sources.push({ media: dense, srcSet: imageSrcSet(origin, id, { ratio, quality: denseQuality }) });
  return {
    sources,
    src: imageUrl(origin, id, { width: fallbackWidth, ratio }),
    srcSet: imageSrcSet(origin, id, { ratio }),
    width: fallbackWidth,
    height: Math.round(fallbackWidth * ratio),
  };
}

/** An uploaded photo: WebP in the site's widths, cut to the box, and one JPEG. */
function uploadedFiles(
  file: string,
  photos: UploadedPhotos,
  { ratio, portraitRatio }: PhotoShape,
): PhotoFiles {
  const crop = uploadedCrop(photos, file, ratio);
  const sources: PictureSource[] = [];
  if (portraitRatio) {
    const tall = uploadedCrop(photos, file, portraitRatio);
    sources.push({ media: portrait, type: 'image/webp', srcSet: cropSrcSet(tall) });
  }
  sources.push({ type: 'image/webp', srcSet: cropSrcSet(crop) });
  return {
    sources,
    src: cropUrl(crop, crop.jpegWidth, 'jpg'),
    width: crop.jpegWidth,
    height: Math.round(crop.jpegWidth * ratio),
  };
}

// The schema gives every photo either an id on the image host or an uploaded file.

/**
 * The files of a photo shown in a box of `shape`: the image host's, fetched from where the
 * settings say (`origin`), or the site's own for one the owner uploaded (`photos`, the content's).
 */
export const photoFiles = (
  photo: Photo,
  shape: PhotoShape,
  origin: PhotoSource,
  photos: UploadedPhotos,
): PhotoFiles =>
  photo.file === undefined
    ? hostFiles(origin, photo.id ?? '', shape)
    : uploadedFiles(photo.file, photos, shape);

/** One file of the whole photo, for a link read away from the page (structured data). */
export function photoLink(photo: Photo, origin: PhotoSource, photos: UploadedPhotos): string {
  if (photo.file === undefined) return imageUrl(origin, photo.id ?? '', { width: 1600 });
  const uploaded = photos[photo.file];
  if (!uploaded) throw new Error(`No uploaded photo ${photo.file} in this content`);
  const whole = uploadedCrop(photos, photo.file, uploaded.height / uploaded.width, {
    jpegOnly: true,
  });
  return cropUrl(whole, whole.jpegWidth, 'jpg');
}
