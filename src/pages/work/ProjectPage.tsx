import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { company } from '../../content/company.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import type { PageMetaData } from '../../content/seo.ts';
import { Reveal } from '../../motion/Reveal.tsx';
import { projectTypeParam } from '../contact/content/formAddress.ts';
import NotFoundPage from '../not-found/NotFoundPage.tsx';
import { useLocation } from 'react-router-dom';
import {
  formattedMonth,
  formattedSize,
  kindLabel,
  projectAt,
  workText,
  type Project,
} from './content/projects.ts';
import { BeforeAfter } from './comparison/BeforeAfter.tsx';
import styles from './ProjectPage.module.scss';

/** A project's title and summary in search results and shared links (`PageCode.itemMeta`). */
export function itemMeta(pathname: string): PageMetaData | undefined {
  const project = projectAt(pathname);
  return (
    project && {
      title: filledIn(workText.pageTitle, { project: project.title, company: company.name }),
      description: project.summary,
      path: pathname,
    }
  );
}

function Facts({ project }: { project: Project }) {
  const { facts } = workText;
  const rows: readonly (readonly [string, string])[] = [
    [facts.place, `${project.city}, ${project.region}`],
    [facts.kind, kindLabel(project.kind)],
    [facts.size, formattedSize(project.size)],
    [facts.species, project.species],
    [facts.finish, project.finish],
    [facts.duration, project.duration],
    [facts.completed, formattedMonth(project.completed)],
  ];
  return (
    <section className={styles.facts} aria-labelledby="project-facts">
      <h2 id="project-facts" className="visually-hidden">
        {facts.title}
      </h2>
      <dl className={styles.factList}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

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
 * A project, told as a scroll story: the room before, the work, the result, then the client's
 * words if there are any, and the way to start one like it.
 */
export default function ProjectPage() {
  const project = projectAt(useLocation().pathname);
  // An address that names no project: the same page a host serves for it (404.html).
  if (!project) return <NotFoundPage />;
  const { story, comparison, quote, cta } = workText;
  // The build allows both photos of the pair or neither (schema.ts).
  const { before, after } = project.comparison ?? {};
  const pair = before && after ? { before, after } : undefined;
  const contactLink = `${paths.contact}?${new URLSearchParams({ [projectTypeParam]: project.kind })}`;
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <Container>
          <p className={styles.eyebrow}>
            {project.city}, {project.region} · {kindLabel(project.kind)}
          </p>
          <h1 id="page-title" className={styles.title} tabIndex={-1}>
            {project.title}
          </h1>
          <p className={styles.summary}>{project.summary}</p>
        </Container>
      </header>
      <Container>
        <SmartImage
          photo={project.photo}
          ratio={9 / 16}
          sizes="(min-width: 90em) 84rem, 94vw"
          priority
          className={styles.heroPhoto}
        />
        <Facts project={project} />
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
                sizes="(min-width: 90em) 84rem, 94vw"
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
                <time dateTime={project.quote.date}>{formattedMonth(project.quote.date)}</time>
              </figcaption>
            </figure>
          </section>
        )}
        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.ctaTitle}>
            {cta.title}
          </h2>
          <p>{cta.text}</p>
          <ButtonLink to={contactLink} size="large" icon="arrow">
            {cta.link}
          </ButtonLink>
        </section>
        <p className={styles.back}>
          <ButtonLink to={paths.work} variant="secondary">
            {workText.back}
          </ButtonLink>
        </p>
      </Container>
    </article>
  );
}
