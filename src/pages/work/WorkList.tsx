import { Link } from 'react-router-dom';
import { Card, CardGrid } from '../../components/ui/Card.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pages.ts';
import { projectsOf } from '../../content/projects.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { filtersOf, type WorkFilter } from './content/filters.ts';
import { workText } from './content/work.ts';
import { PageHero } from '../../components/parts/PageHero.tsx';
import styles from './WorkPage.module.scss';

/** A filter's link, marked as the page a visitor is on. */
function FilterLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <li>
      <Link to={to} className={styles.filter} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}

/** One group of filters (the regions, or the kinds of work), under its name. */
function FilterGroup({
  id,
  name,
  filters,
  current,
}: {
  id: string;
  name: string;
  filters: readonly WorkFilter[];
  current: WorkFilter | undefined;
}) {
  return (
    <div className={styles.filterGroup}>
      <p id={id} className={styles.filterName}>
        {name}
      </p>
      <ul className={styles.filterList} aria-labelledby={id}>
        {filters.map((filter) => (
          <FilterLink key={filter.path} to={filter.path} current={filter === current}>
            {filter.label}
          </FilterLink>
        ))}
      </ul>
    </div>
  );
}

/**
 * The company's projects, newest first: all of them (`/work`), or one region's or one kind of
 * work's (`filter`). The filters are links to pages of their own, so they work without
 * JavaScript and each narrowed list has an address to share.
 */
export function WorkList({ filter }: { filter?: WorkFilter }) {
  const page = usePage();
  const { list, filters } = workText(page);
  const { regions: regionFilters, kinds: kindFilters } = filtersOf(page);
  const shown = filter?.projects ?? projectsOf(page).index;
  return (
    <>
      <PageHero eyebrow={list.eyebrow} title={filter?.title ?? list.title} intro={list.intro}>
        <nav className={styles.filters} aria-label={filters.label}>
          <ul className={styles.filterList}>
            <FilterLink to={paths.work} current={!filter}>
              {filters.all}
            </FilterLink>
          </ul>
          <FilterGroup
            id="filters-regions"
            name={filters.regions}
            filters={regionFilters}
            current={filter}
          />
          <FilterGroup
            id="filters-kinds"
            name={filters.kinds}
            filters={kindFilters}
            current={filter}
          />
        </nav>
        {filter?.regionPage && (
          <p className={styles.regionPage}>
            <Link to={filter.regionPage}>
              {filledIn(filters.regionPage, { region: filter.label })}
            </Link>
          </p>
        )}
      </PageHero>
      <Section labelledBy="page-title">
        <CardGrid>
          {shown.map((project, index) => (
            <Card
              key={project.slug}
              title={project.title}
              meta={`${project.city}, ${project.region} · ${project.kindLabel}`}
              text={project.summary}
              to={project.path}
              photo={project.photo}
              // The first card is the largest thing a phone shows at load.
              priority={index === 0}
            />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}
