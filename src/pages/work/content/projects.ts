import contactFile from '../../../../content/contact.json' with { type: 'json' };
import workFile from '../../../../content/work.json' with { type: 'json' };
import { filledIn, intlLocales, siteLocale } from '../../../content/language.ts';
import type { Locale } from '../../../content/locales.ts';
import { paths } from '../../../content/pages.ts';
import type { ProjectData, ProjectKind, WorkPageData } from './schema.ts';

/** The words of the work page and of every project's page (`content/work.json`). */
export const workText: WorkPageData = workFile[siteLocale];

/** A finished project, in this build's language: the file's name is its slug. */
export interface Project extends ProjectData {
  readonly slug: string;
}

// Every project file, parsed at build time (the build has checked each against the schema:
// build-time/workContent.ts). Bundled into the work pages' chunks alone, never the shared one.
const files = import.meta.glob<Readonly<Record<Locale, ProjectData>>>(
  '../../../../content/work/*.json',
  { eager: true, import: 'default' },
);

/** The company's projects, newest first (by the day each was finished, then by name). */
export const projects: readonly Project[] = Object.entries(files)
  .map(([file, project]) => ({
    ...project[siteLocale],
    slug: file.slice(file.lastIndexOf('/') + 1, -'.json'.length),
  }))
  .sort((a, b) => b.completed.localeCompare(a.completed) || a.slug.localeCompare(b.slug));

/** A kind of work as the contact form's "Project type" names it (`content/contact.json`). */
export const kindLabel = (kind: ProjectKind): string => contactFile[siteLocale].projectTypes[kind];

/** A project's page: `/work/<slug>`. */
export const projectPath = (slug: string): string => paths.project.replace(':slug', slug);

/** The project a pathname names, if any. */
export const projectAt = (pathname: string): Project | undefined =>
  projects.find((project) => projectPath(project.slug) === pathname);

const numberFormat = new Intl.NumberFormat(intlLocales[siteLocale]);
const monthFormat = new Intl.DateTimeFormat(intlLocales[siteLocale], {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A size as the page shows it: "1,200 sq ft". */
export const formattedSize = (size: number): string =>
  filledIn(workText.facts.sizeValue, { size: numberFormat.format(size) });

/** A day of the calendar (2026-05-14) as the page shows it: "May 2026". */
export const formattedMonth = (day: string): string =>
  monthFormat.format(new Date(`${day}T00:00Z`));
