import { filledIn, intlLocales } from './language.ts';
import { paths } from './pages.ts';
import type { Photo } from './schema/fields.ts';
import type { ProjectData } from './schema/project.ts';
import { derived } from './siteContent.ts';
import { workKinds, type WorkKind } from './workKinds.ts';

export type { ProjectData };

/**
 * What a page shows of a project that takes `Intl` or another file's words: the render adds it to
 * each project as it reads them (`projectsOf`).
 */
export interface FormattedProject {
  /** The kind of work as the contact form's "Project type" names it. */
  readonly kindLabel: string;
  /** The month it was finished: "September 2026". */
  readonly month: string;
  /** Its size: "640 sq ft". */
  readonly size: string;
}

/**
 * A project file's version in one language, as the pages load it: with its file's name (its
 * reviews name it) and its formatted facts.
 */
export type LoadedProject = ProjectData & {
  readonly slug: string;
  readonly formatted: FormattedProject;
};

/** What formatting a language's projects needs: its `Intl` locale and its words. */
export interface FormatWords {
  readonly intl: string;
  /** "{size} sq ft" (`content/work.json`). */
  readonly sizeValue: string;
  /** The contact form's project types (`content/contact.json`). */
  readonly kindLabels: Readonly<Record<WorkKind, string>>;
}

/** A project's facts formatted in one language (at build time: see `FormattedProject`). */
export function formatProject(project: ProjectData, words: FormatWords): FormattedProject {
  const month = (day: string) =>
    new Intl.DateTimeFormat(words.intl, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00Z`),
    );
  return {
    kindLabel: words.kindLabels[project.kind],
    month: month(project.completed),
    size: filledIn(words.sizeValue, {
      size: new Intl.NumberFormat(words.intl).format(project.size),
    }),
  };
}

/** A region's part of an address: "Las Vegas" is `las-vegas` (`/work/las-vegas`). */
export const regionSlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');

/** A project's page: `/work/<region>/<slug>`, so a region's work holds its projects. */
export const projectPath = (project: { readonly slug: string; readonly region: string }): string =>
  paths.project.replace(':region', regionSlug(project.region)).replace(':project', project.slug);

/** The page of the work narrowed to one region or kind of work: `/work/colorado`. */
export const filterPath = (slug: string): string => paths.workFilter.replace(':filter', slug);

/** A project as the work page lists it: what its card shows and where it leads. */
export interface ProjectSummary {
  /** Its file's name. */
  readonly slug: string;
  readonly path: string;
  readonly title: string;
  readonly summary: string;
  readonly city: string;
  readonly region: string;
  readonly kind: WorkKind;
  readonly kindLabel: string;
  readonly photo: Photo;
  /** Whether its page has a before and after. */
  readonly comparison: boolean;
}

/**
 * The projects of one language (each file's version, by slug), as the list shows them: those the
 * owner placed first, by their place, then the rest newest first (by the day each was finished,
 * then by slug).
 */
export const indexProjects = (
  projects: Readonly<Record<string, LoadedProject>>,
): ProjectSummary[] =>
  Object.entries(projects)
    .sort(
      ([a, first], [b, second]) =>
        (first.order ?? Infinity) - (second.order ?? Infinity) ||
        second.completed.localeCompare(first.completed) ||
        a.localeCompare(b),
    )
    .map(([slug, project]) => ({
      slug,
      path: projectPath({ slug, region: project.region }),
      title: project.title,
      summary: project.summary,
      city: project.city,
      region: project.region,
      kind: project.kind,
      kindLabel: project.formatted.kindLabel,
      photo: project.photo,
      comparison: project.story.some((chapter) => chapter.comparison !== undefined),
    }));

/**
 * What the work can be narrowed to: the regions (of `regionNames`, in their order) and the kinds
 * of work (in the form's order) that have a project.
 */
export const filterValues = (
  index: readonly ProjectSummary[],
  regionNames: readonly string[],
): { regions: string[]; kinds: WorkKind[] } => ({
  regions: regionNames.filter((name) => index.some((project) => project.region === name)),
  kinds: workKinds.filter((kind) => index.some((project) => project.kind === kind)),
});

/** Every page of the work below `/work`: each filter's, then each project's. */
export function workItemPaths(
  index: readonly ProjectSummary[],
  regionNames: readonly string[],
): string[] {
  const { regions, kinds } = filterValues(index, regionNames);
  return [
    ...[...regions.map(regionSlug), ...kinds].map(filterPath),
    ...index.map((project) => project.path),
  ];
}

/**
 * What other parts of the site lead to of the work: the project the kiosk's attract loop passes
 * through (the first of the list with a before and after, else the first; none without any).
 */
export const workLinksOf = (index: readonly ProjectSummary[]) => ({
  showcaseProject: (index.find((project) => project.comparison) ?? index[0])?.path,
});

/**
 * The company's projects in the view's language (`content/work/`), each with its facts formatted
 * (`formatProject`): the index the list shows, newest first; what other parts of the site lead
 * to of the work (`workLinksOf`); and each project by its slug.
 */
export const projectsOf = derived(({ locale, words }) => {
  const projects: Readonly<Record<string, LoadedProject>> = Object.fromEntries(
    Object.entries(words.projects).map(([slug, project]) => [
      slug,
      {
        ...project,
        slug,
        formatted: formatProject(project, {
          intl: intlLocales[locale],
          sizeValue: words.work.facts.sizeValue,
          kindLabels: words.contact.projectTypes,
        }),
      },
    ]),
  );
  const index = indexProjects(projects);
  return {
    index,
    ...workLinksOf(index),
    /** The project of a file, by its slug, if there is one. */
    projectOf: (slug: string): LoadedProject | undefined =>
      Object.hasOwn(projects, slug) ? projects[slug] : undefined,
  };
});
