import { lazySlice } from '../../lib/lazySlice.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { company } from '../../content/company.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import type { PageMetaData } from '../../content/seo.ts';
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

// The story, below the first screen, is a slice with its own code (the comparison, the motion),
// hydrated when it nears the viewport or when the browser is idle (`lazySlice`), as Home's
// chapters are; until then it is its prerendered HTML.
const projectStory = lazySlice('project-story', () =>
  import('./ProjectStory.tsx').then((m) => m.ProjectStory),
);

/** The page's slices: rendering a project from nothing (a navigation) needs them. */
export const slices = [projectStory] as const;

/**
 * A project, told as a scroll story: the room before, the work, the result, then the client's
 * words if there are any, and the way to start one like it.
 */
export default function ProjectPage() {
  const project = projectAt(useLocation().pathname);
  // An address that names no project: the same page a host serves for it (404.html).
  if (!project) return <NotFoundPage />;
  const { cta } = workText;
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
        <projectStory.Slice />
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
