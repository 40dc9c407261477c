import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { intlLocales } from '../src/content/language.ts';
import { defaultLocale, locales, type Locale } from '../src/content/locales.ts';
import type { ContactData } from '../src/pages/contact/content/schema.ts';
import {
  formatProject,
  indexProjects,
  type FormatWords,
  workLinksOf,
  workItemPaths as workItemPathsOf,
  type LoadedProject,
  type ProjectSummary,
} from '../src/pages/work/content/projectIndex.ts';
import type { ProjectData, WorkPageData } from '../src/pages/work/content/schema.ts';
import type { Plugin } from 'vite';
import { contentRoot, root } from './paths.ts';
import { contentVersion } from './contentFiles.ts';
import { environmentLocale, isBrowserBuild } from './siteLanguage.ts';
import { projectFiles, workFolder } from './workContent.ts';

/** A project file's versions, each with its facts formatted in its language. */
function withFormattedFacts(
  words: Readonly<Record<Locale, FormatWords>>,
  file: Readonly<Record<Locale, ProjectData>>,
): Record<Locale, LoadedProject> {
  return Object.fromEntries(
    locales.map((locale) => {
      const project = file[locale];
      return [locale, { ...project, formatted: formatProject(project, words[locale]) }];
    }),
  ) as Record<Locale, LoadedProject>;
}

/** What formatting each language's projects needs, as the content folder has it now. */
const formatWords = (): Record<Locale, FormatWords> =>
  Object.fromEntries(
    locales.map((locale): [Locale, FormatWords] => [
      locale,
      {
        intl: intlLocales[locale],
        sizeValue: contentVersion<WorkPageData>('work.json', locale).facts.sizeValue,
        kindLabels: contentVersion<ContactData>('contact.json', locale).projectTypes,
      },
    ]),
  ) as Record<Locale, FormatWords>;

/** A language's projects as the list shows them (`indexProjects`), from the content folder. */
export function projectIndexFor(locale: Locale): ProjectSummary[] {
  const words = formatWords();
  return indexProjects(
    Object.fromEntries(
      projectFiles().map(({ slug, file }) => [
        slug,
        withFormattedFacts(
          words,
          JSON.parse(readFileSync(resolve(contentRoot(), file), 'utf8')) as Record<
            Locale,
            ProjectData
          >,
        )[locale],
      ]),
    ),
  );
}

/**
 * Every page of the work below `/work` (each filter's, then each project's), as the prerender
 * makes them: the sitemap lists them.
 */
export const workItemPaths = (): string[] =>
  workItemPathsOf(
    projectIndexFor(defaultLocale),
    contentVersion<{ regions: { name: string }[] }>('regions.json', defaultLocale).regions.map(
      (region) => region.name,
    ),
  );

/**
 * How the pages get the projects. Every project file is loaded with each version's facts
 * formatted (`FormattedProject`: the kind of work's name, the month, the size), in every build
 * and the dev server, so no page needs `Intl` or the contact form's words for them. And each
 * language's browser bundle gets `src/pages/work/content/projects.ts` (the list) and
 * `workLinks.ts` as their results, as `formattedFactsPlugin` does for the facts: the list
 * without the projects' stories, the regions without the list.
 */
export function projectFilesPlugin(): Plugin {
  const folder = resolve(contentRoot(), workFolder) + sep;
  const index = resolve(root, 'src/pages/work/content/projects.ts');
  const links = resolve(root, 'src/pages/work/content/workLinks.ts');
  return {
    name: 'project-files',
    // Before the JSON plugins, which read what this loads.
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (
        (file === index || file === links) &&
        isBrowserBuild(this.environment) &&
        this.environment.mode === 'build'
      ) {
        const projects = projectIndexFor(environmentLocale(this.environment.name));
        if (file === index) return `export const projectIndex = ${JSON.stringify(projects)};`;
        return Object.entries(workLinksOf(projects))
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n');
      }
      if (!file.startsWith(folder) || !file.endsWith('.json')) return null;
      // The content check has read every file before the build: a broken one never gets here
      // in a build, and the dev server reports it as it would any other file's.
      try {
        const versions = JSON.parse(readFileSync(file, 'utf8')) as Record<Locale, ProjectData>;
        return JSON.stringify(withFormattedFacts(formatWords(), versions));
      } catch {
        return null;
      }
    },
  };
}
