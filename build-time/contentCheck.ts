import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { defaultLocale, type Locale } from '../src/content/locales.ts';
import type { Region } from '../src/content/schema/regions.ts';
import {
  checkContent,
  checkPageListings,
  contentFolder,
  where,
} from '../src/content/schema/index.ts';
import type { ReviewsData } from '../src/pages/reviews/content/schema.ts';
import { pageList, pagesFolder } from '../src/content/pages.ts';
import { readContentFiles } from './contentFiles.ts';
import { contentRoot } from './paths.ts';
import { uploadProblems } from './uploadedPhotos.ts';
import { checkProjects, workFolder } from './workContent.ts';

/**
 * What is wrong with the JSON files of `folder` (default: the owner's content folder), one line
 * per problem; a file that is not JSON at all is one problem, the others are still checked.
 */
export async function contentProblems(folder = contentRoot()): Promise<string[]> {
  const { files, unreadable } = await readContentFiles(folder);
  if (unreadable.length > 0) return unreadable;
  const listings = await readContentFiles(folder, pagesFolder);
  if (listings.unreadable.length > 0) return listings.unreadable;
  const problems = [...checkContent(files), ...checkPageListings(listings.files, pageListings)];
  if (problems.length > 0) return problems;
  const uploads = await uploadProblems(files, folder);
  if (uploads.length > 0) return uploads;
  // The projects name a region of regions.json, which has passed: its names are every language's.
  const projects = await readContentFiles(folder, workFolder);
  if (projects.unreadable.length > 0) return projects.unreadable;
  const { regions } = (files.get('regions.json') as RegionsFile)[defaultLocale];
  const projectProblems = checkProjects(
    projects.files,
    regions.map((region) => region.name),
  );
  if (projectProblems.length > 0) return projectProblems;
  // A review's project is a project's file name; every language shares it.
  const slugs = [...projects.files.keys()].map((name) => name.replace(/\.json$/u, ''));
  const { reviews } = (files.get('reviews.json') as ReviewsFile)[defaultLocale];
  return reviews.flatMap(({ project }, index) =>
    project === undefined || slugs.includes(project)
      ? []
      : [
          `${where('reviews.json', [defaultLocale, 'reviews', index, 'project'])}: "${project}" ` +
            `is no project in ${contentFolder}/${workFolder}/` +
            (slugs.length > 0 ? ` (${slugs.join(', ')})` : ''),
        ],
  );
}

/**
 * Each listing the page table reads, and whether a page of it has a place in the navigation (the
 * work's listing serves three rows, the list's in the footer).
 */
const pageListings = new Map<string, boolean>();
for (const { listing, nav } of pageList) {
  pageListings.set(listing, pageListings.get(listing) === true || nav !== undefined);
}

type RegionsFile = Record<Locale, { regions: readonly Region[] }>;
type ReviewsFile = Record<Locale, Pick<ReviewsData, 'reviews'>>;

/** The message a failed check stops the build with. */
export const contentFailure = (problems: readonly string[]): string =>
  `The site's content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}, ` +
  `so nothing was built. Correct ${problems.length === 1 ? 'it' : 'them'} in ` +
  `${contentFolder}/ and build again:\n` +
  problems.map((problem) => `  - ${problem}`).join('\n');

/**
 * Checks the content folder before anything is built, and stops the build with every problem
 * found: a bad edit never becomes a half-built site or a blank field on a page. The dev server
 * checks again whenever a content file changes and shows what is wrong over the page.
 */
export function contentCheckPlugin(): Plugin {
  const folder = contentRoot();
  return {
    name: 'content-check',
    async buildStart() {
      const problems = await contentProblems(folder);
      if (problems.length > 0) this.error(contentFailure(problems));
    },
    async hotUpdate({ file }) {
      if (relative(folder, file).startsWith('..')) return;
      const problems = await contentProblems(folder);
      if (problems.length === 0) return;
      this.environment.hot.send({
        type: 'error',
        err: { message: contentFailure(problems), stack: '' },
      });
      return [];
    },
  };
}
