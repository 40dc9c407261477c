import { filledIn } from '../../../content/language.ts';
import {
  filterPath,
  filterValues,
  projectsOf,
  regionSlug,
  type ProjectSummary,
} from '../../../content/projects.ts';
import { regionPagesOf } from '../../../content/regionPages.ts';
import { regionsOf } from '../../../content/regions.ts';
import { derived } from '../../../content/siteContent.ts';
import { workText } from './work.ts';

/**
 * The work narrowed to one region or one kind of work: a page of its own (`/work/colorado`,
 * `/work/refinishing`), so the links that choose it work without JavaScript and each narrowed
 * list has an address to share. There is one for each region and kind with a project.
 */
export interface WorkFilter {
  readonly path: string;
  /** Its link among the filters. */
  readonly label: string;
  /** Its page's heading and title. */
  readonly title: string;
  readonly projects: readonly ProjectSummary[];
  /** A region's own page, where the region has one. */
  readonly regionPage?: string;
}

/**
 * The view's filters: the regions with work to show, in the order of the regions served, and
 * the kinds of work with a project to show, in the order of the form's project types.
 */
export const filtersOf = derived((view) => {
  const { filters } = workText(view);
  const { index } = projectsOf(view);
  const values = filterValues(
    index,
    regionsOf(view).map((region) => region.name),
  );
  const regions: readonly WorkFilter[] = values.regions.map((name) => ({
    path: filterPath(regionSlug(name)),
    label: name,
    title: filledIn(filters.inRegion, { region: name }),
    projects: index.filter((project) => project.region === name),
    regionPage: regionPagesOf(view).of(name)?.path,
  }));
  const kinds: readonly WorkFilter[] = values.kinds.map((kind) => {
    const projects = index.filter((project) => project.kind === kind);
    // Every project of a kind names it alike, as the form's project type; a kind is here because
    // it has one.
    const label = projects[0]?.kindLabel ?? kind;
    return {
      path: filterPath(kind),
      label,
      title: filledIn(filters.ofKind, { kind: label }),
      projects,
    };
  });
  return {
    regions,
    kinds,
    /** The filter a pathname names, if any. */
    at: (pathname: string): WorkFilter | undefined =>
      [...regions, ...kinds].find((filter) => filter.path === pathname),
  };
});
