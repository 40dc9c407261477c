import contactFile from '../../../../content/contact.json' with { type: 'json' };
import { intlLocales, siteLocale } from '../../../content/language.ts';
import type { Locale } from '../../../content/locales.ts';
import {
  formatProject,
  indexProjects,
  projectSlugOf,
  workLinksOf,
  type LoadedProject,
  type ProjectSummary,
} from './projectIndex.ts';
import type { ProjectData } from './schema.ts';
import { workText } from './work.ts';

// Every project file, checked against the schema before anything is built
// (build-time/workContent.ts). Read by the pages' render alone: the browser gets what it needs of
// a project as an island's props.
const files = import.meta.glob<Readonly<Partial<Record<Locale, ProjectData>>>>(
  '../../../../content/work/*.json',
  { eager: true, import: 'default' },
);

/** Each project in this language, by slug, with its facts formatted (`formatProject`). */
const projects: Readonly<Record<string, LoadedProject>> = Object.fromEntries(
  Object.entries(files).flatMap(([file, versions]) => {
    const project = versions[siteLocale];
    if (!project) return [];
    const formatted = formatProject(project, {
      intl: intlLocales[siteLocale],
      sizeValue: workText.facts.sizeValue,
      kindLabels: contactFile[siteLocale].projectTypes,
    });
    const slug = projectSlugOf(file);
    return [[slug, { ...project, slug, formatted }]];
  }),
);

/** The company's projects in this language, newest first, as the list shows them. */
export const projectIndex: readonly ProjectSummary[] = indexProjects(projects);

/** What other parts of the site lead to of the work (`workLinksOf`). */
export const { workRegions, showcaseProject } = workLinksOf(projectIndex);

/** The project of a file, by its slug, if there is one. */
export const projectOf = (slug: string): LoadedProject | undefined => projects[slug];
