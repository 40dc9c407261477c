// What the bench needs to know of the site, read from its own TypeScript (Vite compiles it) and
// the owner's content, so every page of the page table is measured and the stand-in answers for
// the real image host: a page added to the table is benchmarked with no list here to update.
import { fileURLToPath } from 'node:url';
import { viteImport } from './viteImport.mjs';

// One after the other: two at once would each find the other's NODE_ENV and put that back.
const pages = await viteImport('../../src/content/pages.ts');
const paths = await viteImport('../../src/content/paths.ts');
const images = await viteImport('../../src/content/images.ts');
const languages = await viteImport('../../src/content/locales.ts');

// The pages per item, as the build makes them: one of each (a filter of the work, a project, a
// region) stands for the rest, which differ only in words and photos.
const { pagePaths } = await viteImport('../../src/app/document/siteFiles.ts');
const { siteContent } = await viteImport('../../build-time/siteContent.ts');
const content = await siteContent(fileURLToPath(new URL('../../content', import.meta.url)));
const itemPaths = pagePaths({
  locale: languages.defaultLocale,
  content,
  words: content.languages[languages.defaultLocale],
}).filter((path) => !pages.sitePaths.includes(path));
/** A route with parameters (`/work/:filter`) as the paths it matches. */
const routePattern = (route) => new RegExp(`^${route.replace(/:[^/]+/gu, '[^/]+')}$`, 'u');
const itemSamples = pages.pageList
  .map((page) => page.path)
  .filter((route) => route !== undefined && pages.isItemPath(route))
  .map((route) => itemPaths.find((path) => routePattern(route).test(path)))
  .filter((path) => path !== undefined);

/**
 * The site's pages, in navigation order, one of each page per item, then the
 * not-found document a static host serves: in English, then in each other language (`/es`,
 * `/es/products`, …, `/es/404.html`).
 */
export const siteDocuments = languages.locales.flatMap((locale) =>
  [...pages.sitePaths, ...itemSamples, paths.notFoundDocument].map((path) =>
    languages.localePath(locale, path),
  ),
);

/** Whether a document is a not-found page: it is not indexed, so the SEO score does not apply. */
export const isNotFoundDocument = (path) => path.endsWith(paths.notFoundDocument);

/** The image host's name, which the bench's photo stand-in answers for. */
export const photoHost = new URL(images.imageHost).hostname;
