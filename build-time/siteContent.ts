import { defaultLocale, locales, type Locale } from '../src/content/locales.ts';
import { pageList, pagesFolder } from '../src/content/pages.ts';
import {
  contentFolder,
  parseContent,
  parsePageListings,
  where,
} from '../src/content/schema/index.ts';
import type { LanguageContent, SiteContent } from '../src/content/siteContent.ts';
import { readContentFiles } from './contentFiles.ts';
import { readUploadedPhotos, uploadProblems } from './uploadedPhotos.ts';
import { checkProjects, workFolder } from './workContent.ts';

/** A content folder as the render takes it, or what is wrong with it. */
export type ReadContent =
  | { readonly content: SiteContent; readonly problems: readonly [] }
  | { readonly content?: undefined; readonly problems: readonly [string, ...string[]] };

const failed = (problems: readonly string[]): ReadContent | undefined => {
  const [first, ...others] = problems;
  return first === undefined ? undefined : { problems: [first, ...others] };
};

/**
 * Each listing the page table reads, and whether a page of it has a place in the navigation (the
 * work's listing serves three rows, the list's in the footer).
 */
const pageListings = new Map<string, boolean>();
for (const { listing, nav } of pageList) {
  pageListings.set(listing, pageListings.get(listing) === true || nav !== undefined);
}

/**
 * The content of a folder (the owner's `content/`, or the tests' frozen copy), read and parsed by
 * its schemas once, as the render takes it (`SiteContent`); or every problem found, one line each
 * naming the file, the language and the field. A file that is not JSON at all is one problem, the
 * others are still checked; the checks between files run once each file has passed its own.
 */
export async function readSiteContent(folder: string): Promise<ReadContent> {
  const { files, unreadable } = await readContentFiles(folder);
  const listingFiles = await readContentFiles(folder, pagesFolder);
  const unreadableFiles = failed([...unreadable, ...listingFiles.unreadable]);
  if (unreadableFiles) return unreadableFiles;
  const parsed = parseContent(files);
  const listings = parsePageListings(listingFiles.files, pageListings);
  const invalid = failed([...parsed.problems, ...listings.problems]);
  if (invalid || !parsed.languages) return invalid ?? { problems: ['content: not read'] };
  const uploads = failed(await uploadProblems(files, folder));
  if (uploads) return uploads;
  // The projects name a region of regions.json, which has passed: its names are every language's.
  const projectFiles = await readContentFiles(folder, workFolder);
  const unreadableProjects = failed(projectFiles.unreadable);
  if (unreadableProjects) return unreadableProjects;
  const { regions } = parsed.languages[defaultLocale].regions;
  const projects = checkProjects(
    projectFiles.files,
    regions.map((region) => region.name),
  );
  const invalidProjects = failed(projects.problems);
  if (invalidProjects) return invalidProjects;
  // A review's project is a project's file name; every language shares it.
  const slugs = Object.keys(projects.languages[defaultLocale]);
  const { reviews } = parsed.languages[defaultLocale].reviews;
  const unknownProjects = failed(
    reviews.flatMap(({ project }, index) =>
      project === undefined || slugs.includes(project)
        ? []
        : [
            `${where('reviews.json', [defaultLocale, 'reviews', index, 'project'])}: "${project}" ` +
              `is no project in ${contentFolder}/${workFolder}/` +
              (slugs.length > 0 ? ` (${slugs.join(', ')})` : ''),
          ],
    ),
  );
  if (unknownProjects) return unknownProjects;
  const language = (locale: Locale): LanguageContent => ({
    ...parsed.languages[locale],
    listings: listings.languages[locale],
    projects: projects.languages[locale],
  });
  return {
    problems: [],
    content: {
      languages: Object.fromEntries(locales.map((locale) => [locale, language(locale)])) as Record<
        Locale,
        LanguageContent
      >,
      photos: await readUploadedPhotos(folder, files),
    },
  };
}

/** What is wrong with the content of `folder`, one line per problem; none when all is well. */
export const contentProblems = async (folder: string): Promise<readonly string[]> =>
  (await readSiteContent(folder)).problems;

/** The message a failed check stops the build with. */
export const contentFailure = (problems: readonly string[]): string =>
  `The site's content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}, ` +
  `so nothing was built. Correct ${problems.length === 1 ? 'it' : 'them'} in ` +
  `${contentFolder}/ and build again:\n` +
  problems.map((problem) => `  - ${problem}`).join('\n');

/** The content of `folder`, or an error that says every problem with it. */
export async function siteContent(folder: string): Promise<SiteContent> {
  const { content, problems } = await readSiteContent(folder);
  if (!content) throw new Error(contentFailure(problems));
  return content;
}
