import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import { useRoutePath } from '../../lib/useRoutePath.ts';
import { Reveal } from '../../motion/Reveal.tsx';
import { BeforeAfter } from './comparison/BeforeAfter.tsx';
import { workText } from './content/work.ts';
import { projectAt } from './projectData.ts';
import { contentWidthSizes } from './photoSizes.ts';
import styles from './ProjectPage.module.scss';

/** One chapter of the story: a heading and its text, rising into place as it scrolls in. */
function Chapter({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Reveal className={styles.chapter}>
      <section aria-labelledby={id}>
        <h2 id={id} className={styles.chapterTitle}>
          {title}
        </h2>
        <p className={styles.chapterText}>{text}</p>
      </section>
    </Reveal>
  );
}

/**
 * A project's story, below its facts: the room before, the before and after, the work, the
 * result, and the client's words if there are any.
 */
export function ProjectStory() {
  const project = projectAt(useRoutePath(paths.project));
  // ProjectPage renders the story only for a project it found, once its file has arrived.
  if (!project) return null;
  const { story, comparison, quote } = workText;
  // The build allows both photos of the pair or neither (schema.ts).
  const { before, after } = project.comparison ?? {};
  const pair = before && after ? { before, after } : undefined;
  return (
    <>
      <div className={styles.story}>
        <Chapter id="story-before" title={story.before} text={project.story.before} />
        {pair && (
          <section className={styles.comparison} aria-labelledby="comparison-title">
            <h2 id="comparison-title" className={styles.chapterTitle}>
              {comparison.title}
            </h2>
            <BeforeAfter
              before={pair.before}
              after={pair.after}
              beforeLabel={comparison.before}
              afterLabel={comparison.after}
              sliderLabel={comparison.slider}
              valueText={(percent) => filledIn(comparison.position, { percent: String(percent) })}
              sizes={contentWidthSizes}
              className={styles.pair}
            />
          </section>
        )}
        <Chapter id="story-work" title={story.work} text={project.story.work} />
        <Chapter id="story-result" title={story.result} text={project.story.result} />
      </div>
      {project.quote && (
        <section className={styles.quote} aria-labelledby="quote-title">
          <h2 id="quote-title" className="visually-hidden">
            {quote.title}
          </h2>
          <figure>
            <blockquote className={styles.quoteText}>
              <p>{project.quote.text}</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>
              {filledIn(quote.attribution, {
                name: project.quote.name,
                city: project.quote.city,
              })}
              {', '}
              <time dateTime={project.quote.date}>{project.formatted.quoteMonth}</time>
            </figcaption>
          </figure>
        </section>
      )}
    </>
  );
}
