import { filledIn } from '../../../content/language.ts';
import { regions } from '../../../content/regions.ts';
import { filterPath, filterValues, regionSlug, type ProjectSummary } from './projectIndex.ts';
import { projectIndex } from './projects.ts';
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
}

const { filters } = workText;
const values = filterValues(
  projectIndex,
  regions.map((region) => region.name),
);

/** The regions with work to show, in the order of the regions served. */
export const regionFilters: readonly WorkFilter[] = values.regions.map((name) => ({
  path: filterPath(regionSlug(name)),
  label: name,
  title: filledIn(filters.inRegion, { region: name }),
  projects: projectIndex.filter((project) => project.region === name),
}));

/** The kinds of work with a project to show, in the order of the form's project types. */
export const kindFilters: readonly WorkFilter[] = values.kinds.map((kind) => {
  const projects = projectIndex.filter((project) => project.kind === kind);
  // Every project of a kind names it alike, as the form's project type; a kind is here because
  // it has one.
  const { kindLabel: label } = projects[0] as ProjectSummary;
  return {
    path: filterPath(kind),
    label,
    title: filledIn(filters.ofKind, { kind: label }),
    projects,
  };
});

/** The filter a pathname names, if any. */
export const filterAt = (pathname: string): WorkFilter | undefined =>
  [...regionFilters, ...kindFilters].find((filter) => filter.path === pathname);
