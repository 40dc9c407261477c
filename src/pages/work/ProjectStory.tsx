import { SmartImage } from '../../components/ui/SmartImage.tsx';
import type { Photo } from '../../content/images.ts';
import { Island } from '../../components/ui/Island.tsx';
import type { LoadedProject } from '../../content/projects.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { photoFiles } from '../../lib/photoSources.ts';
import type { PairPhoto } from './comparison/BeforeAfter.tsx';
import { beforeAfterIsland } from './comparison/beforeAfter.island.ts';
import { workText } from './content/work.ts';
import styles from './ProjectPage.module.scss';

type Chapter = LoadedProject['story'][number];

/**
 * How wide a chapter's visual is drawn: the whole content width on a phone, and beside its text,
 * a little over half of it, from 60em up.
 */
const visualSizes = '(min-width: 160em) 46vw, (min-width: 60em) 54vw, 94vw';

/**
 * Where the reader is in the story, on the visual itself: a step per chapter, this one's filled,
 * and its number of the whole. A picture of the place, for the eye; the chapters' headings say
 * the same to assistive technology.
 */
function ChapterMarker({ number, of }: { number: number; of: number }) {
  return (
    <span className={styles.marker} aria-hidden="true" data-chapter-marker="">
      <span className={styles.markerSteps}>
        {Array.from({ length: of }, (_, index) => (
          <span key={index} className={index + 1 === number ? styles.markerCurrent : undefined} />
        ))}
      </span>
      {number} / {of}
    </span>
  );
}

interface VisualProps {
  readonly chapter: Chapter;
  readonly number: number;
  readonly of: number;
}

/** The shape of a chapter's visual: its photo's, and its before and after's. */
const visualRatio = 2 / 3;

/** A chapter's visual: its photo or its before and after, with its caption and the marker. */
function Visual({ chapter, number, of }: VisualProps) {
  const page = usePage();
  const { comparison: words } = workText(page);
  // What the island draws of each photo: its words and the files the settings choose.
  const pairPhoto = (photo: Photo): PairPhoto => ({
    photo: { alt: photo.alt, ...(photo.focus && { focus: photo.focus }) },
    files: photoFiles(
      photo,
      { ratio: visualRatio },
      page.settings.photoSource,
      page.content.photos,
    ),
  });
  // The build allows a chapter its photo or both photos of a pair (schema.ts).
  const { before, after } = chapter.comparison ?? {};
  return (
    <figure className={styles.visual} data-chapter-visual="">
      {before && after ? (
        <Island
          of={beforeAfterIsland}
          props={{
            before: pairPhoto(before),
            after: pairPhoto(after),
            words: {
              before: words.before,
              after: words.after,
              slider: words.slider,
              position: words.position,
            },
            sizes: visualSizes,
            className: styles.visualMedia,
            // What the code's wipe follows; the stylesheet's follows the same chapter's view
            // timeline (`.chapter`, ProjectPage.module.scss).
            wipeAlong: '[data-chapter]',
          }}
        />
      ) : (
        chapter.photo && (
          <SmartImage
            photo={chapter.photo}
            ratio={visualRatio}
            sizes={visualSizes}
            className={styles.visualMedia}
          />
        )
      )}
      <figcaption className={styles.caption}>
        <ChapterMarker number={number} of={of} />
        <span>{chapter.caption}</span>
      </figcaption>
    </figure>
  );
}

/** One chapter: its visual, then its heading and text. */
function StoryChapter({ chapter, number, of }: VisualProps) {
  const id = `chapter-${number}`;
  return (
    <section id={id} className={styles.chapter} aria-labelledby={`${id}-title`} data-chapter="">
      <Visual chapter={chapter} number={number} of={of} />
      <div className={styles.chapterBody}>
        <h2 id={`${id}-title`} className={styles.chapterTitle}>
          {chapter.title}
        </h2>
        <p className={styles.chapterText}>{chapter.text}</p>
      </div>
    </section>
  );
}

/**
 * A project's story, below its facts: chapter after chapter (the room before, the work, the
 * result, as the owner tells it), each with its own photo or before and after. Where the page
 * may move, a chapter's visual stays in view (sticky) while its text scrolls past, and the next
 * chapter's takes its place; with motion off, and without styles, the story reads top to bottom,
 * every visual before its text.
 */
export function ProjectStory({ project }: { readonly project: LoadedProject }) {
  const chapters = project.story;
  return (
    <div className={styles.story}>
      {chapters.map((chapter, index) => (
        <StoryChapter key={index} chapter={chapter} number={index + 1} of={chapters.length} />
      ))}
    </div>
  );
}
