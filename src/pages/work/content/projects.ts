import { siteLocale } from '../../../content/language.ts';
import type { Locale } from '../../../content/locales.ts';
import {
  indexProjects,
  projectSlugOf,
  type LoadedProject,
  type ProjectSummary,
} from './projectIndex.ts';

// Every project file, as the build loads it: each version with its formatted facts
// (build-time/projectFiles.ts), checked against the schema first (build-time/workContent.ts).
const files = import.meta.glob<Readonly<Record<Locale, LoadedProject>>>(
  '../../../../content/work/*.json',
  { eager: true, import: 'default' },
);

/**
 * The company's projects in this build's language, newest first, as the list shows them. In a
 * browser bundle the build replaces this module with its result (`build-time/projectFiles.ts`),
 * so the list carries no project's story: a project's page loads its own file alone.
 */
export const projectIndex: readonly ProjectSummary[] = indexProjects(
  Object.fromEntries(
    Object.entries(files).map(([file, project]) => [projectSlugOf(file), project[siteLocale]]),
  ),
);
