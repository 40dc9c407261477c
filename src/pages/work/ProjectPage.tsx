import { useLocation } from 'react-router-dom';
import { photoLink } from '../../lib/photoSources.ts';
import type { PageSettings } from '../../lib/pageSettings.tsx';
import { ButtonLink } from '../../components/ui/Button.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { SmartImage } from '../../components/ui/SmartImage.tsx';
import { company } from '../../content/company.ts';
import { paths } from '../../content/pages.ts';
import { siteUrl, type PageMetaData } from '../../content/seo.ts';
import { formParams } from '../contact/content/formAddress.ts';
import { pageRegionAttribute } from '../../lib/analytics.ts';
import { careText } from '../care/content/care.ts';
import { estimateLinks } from '../estimate/content/estimate.ts';
import { estimateParams, estimatorAnchor } from '../estimate/content/estimateAddress.ts';
import { reviewsOf, reviewsText } from '../reviews/content/reviews.ts';
import { ReviewList } from '../reviews/ReviewCard.tsx';
import { PageHero } from '../shared/PageHero.tsx';
import type { LoadedProject } from './content/projectIndex.ts';
import { projectPageTitle, workText } from './content/work.ts';
import { contentWidthSizes } from './photoSizes.ts';
import { projectAt } from './projectAt.ts';
import { ProjectStory } from './ProjectStory.tsx';
import styles from './ProjectPage.module.scss';

export { projectJsonLd as structuredData } from './projectJsonLd.ts';

/**
 * A project's title, summary and finished floor in search results and shared links; none for an
 * address that names no project, which is then the not-found page.
 */
export function itemMeta(pathname: string, settings: PageSettings): PageMetaData | undefined {
  const project = projectAt(pathname);
  return (
    project && {
      title: projectPageTitle(project.title, company.name),
      description: project.summary,
      path: pathname,
      image: siteUrl(photoLink(project.photo, settings.photoSource)),
    }
  );
}

function Facts({ project }: { project: LoadedProject }) {
  const { facts } = workText;
  const { formatted } = project;
  const rows: readonly (readonly [string, string])[] = [
    [facts.place, `${project.city}, ${project.region}`],
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
  const reviews = reviewsOf(slug);
  if (reviews.length === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby="project-reviews">
      <h2 id="project-reviews" className={styles.reviewsTitle}>
        {reviewsText.onProject.title}
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
  const project = projectAt(useLocation().pathname);
  if (!project) return null;
  const { cta } = workText;
  const contactLink = `${paths.contact}?${new URLSearchParams({ [formParams.type]: project.kind })}`;
  const estimateLink = `${paths.estimate}?${new URLSearchParams({ [estimateParams.kind]: project.kind })}#${estimatorAnchor}`;
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
            <ButtonLink to={contactLink} size="large" icon="arrow">
              {cta.link}
            </ButtonLink>
            <ButtonLink to={estimateLink} size="large" variant="secondary">
              {estimateLinks.fromProject}
            </ButtonLink>
          </div>
        </section>
        <p className={styles.back}>
          <ButtonLink to={paths.work} variant="secondary">
            {workText.back}
          </ButtonLink>
          <ButtonLink to={paths.care} variant="secondary">
            {careText.links.fromProject}
          </ButtonLink>
        </p>
      </Container>
    </article>
  );
}
