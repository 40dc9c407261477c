import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { ReviewList } from '../../components/parts/ReviewCard.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { contactAddress, estimateAddress } from '../../content/addresses.ts';
import { linkWords } from '../../content/linkWords.ts';
import { paths } from '../../content/pages.ts';
import type { LoadedProject } from '../../content/projects.ts';
import { regionPagesOf } from '../../content/regionPages.ts';
import { reviewsOf } from '../../content/reviews.ts';
import { filledIn } from '../../content/language.ts';
import type { PageQuestion } from '../../content/textUs.ts';
import { siteUrl, type PageMetaData } from '../../content/seo.ts';
import { pageRegionAttribute } from '../../lib/analytics.ts';
import { usePage, type PageContext } from '../../lib/pageContext.tsx';
import { photoLink } from '../../lib/photoSources.ts';
import { workText } from './content/work.ts';
import { contentWidthSizes } from './photoSizes.ts';
import { projectAt } from './projectAt.ts';
import { ProjectStory } from './ProjectStory.tsx';
import styles from './ProjectPage.module.scss';

export { projectJsonLd as structuredData } from './projectJsonLd.ts';

/**
 * A project's title, summary and finished floor in search results and shared links; none for an
 * address that names no project, which is then the not-found page.
 */
export function itemMeta(pathname: string, page: PageContext): PageMetaData | undefined {
  const project = projectAt(page, pathname);
  return (
    project && {
      title: workText(page).projectPageTitle(project.title),
      description: project.summary,
      path: pathname,
      image: siteUrl(
        page,
        photoLink(project.photo, page.settings.photoSource, page.content.photos),
      ),
    }
  );
}

/**
 * What a project's "text us" writes first (`PageCode.textUs`): the project, to its region's own
 * number where it has one. The visitor reading it makes it their question.
 */
export function textUs(pathname: string, page: PageContext): PageQuestion | undefined {
  const project = projectAt(page, pathname);
  return (
    project && {
      phone: regionPagesOf(page).of(project.region)?.phone ?? page.words.company.phone,
      line: filledIn(workText(page).cta.textLine, { project: project.title }),
      kind: 'subject',
    }
  );
}

function Facts({ project }: { project: LoadedProject }) {
  const page = usePage();
  const { facts } = workText(page);
  const { formatted } = project;
  // The region's name leads to its page, where it has one.
  const regionPage = regionPagesOf(page).of(project.region);
  const rows: readonly (readonly [string, ReactNode])[] = [
    [
      facts.place,
      <>
        {project.city},{' '}
        {regionPage ? <Link to={regionPage.path}>{project.region}</Link> : project.region}
      </>,
    ],
    [facts.kind, formatted.kindLabel],
    [facts.size, formatted.size],
    [facts.species, project.species],
    [facts.finish, project.finish],
    [facts.duration, project.duration],
    [facts.completed, formatted.month],
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

/**
 * What the customer said of this project: its reviews from `content/reviews.json`, the same
 * cards as the reviews page's, none while there are none.
 */
function ProjectReviews({ slug }: { slug: string }) {
  const { ofProject, text } = reviewsOf(usePage());
  const reviews = ofProject(slug);
  if (reviews.length === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby="project-reviews">
      <h2 id="project-reviews" className={styles.reviewsTitle}>
        {text.onProject.title}
      </h2>
      <ReviewList reviews={reviews} onItsProject className={styles.reviewList} />
    </section>
  );
}

/**
 * A project, told as a scroll story: the room before, the work, the result, then what the
 * customer said of it if they have, and the way to start one like it. Rendered for an address `itemMeta`
 * has found a project at.
 */
export default function ProjectPage() {
  const page = usePage();
  const project = projectAt(page, useLocation().pathname);
  if (!project) return null;
  const text = workText(page);
  const { cta } = text;
  const links = linkWords(page);
  return (
    <article {...{ [pageRegionAttribute]: project.region }}>
      <PageHero
        eyebrow={`${project.city}, ${project.region} · ${project.formatted.kindLabel}`}
        title={project.title}
        intro={project.summary}
      />
      <Container className={styles.page}>
        <SmartImage
          photo={project.photo}
          ratio={9 / 16}
          sizes={contentWidthSizes}
          priority
          className={styles.heroPhoto}
        />
        <Facts project={project} />
        <ProjectStory project={project} />
        <ProjectReviews slug={project.slug} />
        <section className={styles.cta} aria-labelledby="cta-title">
          <h2 id="cta-title" className={styles.ctaTitle}>
            {cta.title}
          </h2>
          <p>{cta.text}</p>
          <div className={styles.ctaActions}>
            <ButtonLink to={contactAddress({ type: project.kind })} size="large" icon="arrow">
              {cta.link}
            </ButtonLink>
            <ButtonLink
              to={estimateAddress({ kind: project.kind })}
              size="large"
              variant="secondary"
            >
              {links.estimate.fromProject}
            </ButtonLink>
          </div>
        </section>
        <p className={styles.back}>
          <ButtonLink to={paths.work} variant="secondary">
            {text.back}
          </ButtonLink>
          <ButtonLink to={paths.care} variant="secondary">
            {links.care.fromProject}
          </ButtonLink>
        </p>
      </Container>
    </article>
  );
}
