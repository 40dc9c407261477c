import type { Photo } from '../../content/images.ts';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { fallbackWidth, photoFiles, type PhotoFiles } from '../../lib/photoSources.ts';
import { photoFrameAttribute } from '../../lib/photoFrame.ts';
import styles from './SmartImage.module.scss';

// Element Timing's attribute (Chromium), which React passes through but its types do not list.
declare module 'react' {
  // The type parameter must repeat React's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}

interface PictureProps {
  /** Its description and focus: the files are `files`. */
  readonly photo: Pick<Photo, 'alt' | 'focus'>;
  readonly files: PhotoFiles;
  /** Height / width of the box the photo fills; reserves its space before it loads. */
  readonly ratio: number;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  readonly sizes: string;
  /**
   * The first photo a visitor sees: loaded eagerly and first, and marked so the page's code waits
   * until it is on screen.
   */
  readonly priority?: boolean;
  readonly className?: string;
  /** Stretch to the parent's box instead of sizing by `ratio` (for full-bleed backgrounds). */
  readonly fill?: boolean;
  /** Pure decoration beside text that says it all: hidden from assistive technology. */
  readonly decorative?: boolean;
}

/**
 * A responsive photo of files already chosen (`photoFiles`) that never shows a broken-image
 * icon: if the photo fails, a wood-tone panel carrying its description takes its place
 * (`startPhotoFallbacks`, from the page's script). An island draws its photos so, from the
 * files its props carry; a page's render draws them with `SmartImage`.
 */
export function PhotoPicture({
  photo,
  files,
  ratio,
  sizes,
  priority = false,
  className,
  fill = false,
  decorative = false,
}: PictureProps) {
  const height = Math.round(fallbackWidth * ratio);
  const image = (
    <img
      className={cx(styles.image, photo.focus && styles[`focus-${photo.focus.replace(' ', '-')}`])}
      src={files.src}
      srcSet={files.srcSet}
      sizes={sizes}
      width={files.width}
      height={files.height}
      alt={decorative ? '' : photo.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      elementtiming={priority ? 'first-photo' : undefined}
    />
  );
  return (
    <div
      className={cx(styles.frame, fill && styles.fill, className)}
      {...{ [photoFrameAttribute]: '' }}
    >
      {/* Holds the box at `ratio` whatever file arrives (or none): an image's own ratio replaces
          its width/height attributes once it loads, and a host that ignored the crop would move
          the page. An SVG rather than a style attribute, which the CSP would block. */}
      {!fill && (
        <svg
          className={styles.sizer}
          viewBox={`0 0 ${fallbackWidth} ${height}`}
          aria-hidden="true"
        />
      )}
      {/* Sources in the browser's order of preference: the first whose media matches is used. */}
      <picture>
        {files.sources.map((source) => (
          <source key={source.srcSet} {...source} sizes={sizes} />
        ))}
        {image}
      </picture>
    </div>
  );
}

interface SmartImageProps extends Omit<PictureProps, 'files' | 'photo'> {
  readonly photo: Photo;
  /**
   * Art direction: height / width of a taller crop for portrait screens, so a phone gets a photo
   * cut to its shape rather than a blown-up slice of a wide one.
   */
  readonly portraitRatio?: number;
}

/**
 * A photo in a page's render, from the image host (fetched from where the page's settings say)
 * or uploaded by the owner: a `PhotoPicture` of its files.
 */
export function SmartImage({ photo, ratio, portraitRatio, ...picture }: SmartImageProps) {
  const { settings, content } = usePage();
  const files = photoFiles(photo, { ratio, portraitRatio }, settings.photoSource, content.photos);
  return <PhotoPicture photo={photo} files={files} ratio={ratio} {...picture} />;
}
