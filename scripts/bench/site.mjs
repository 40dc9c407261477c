// What the bench needs to know of the site, read from its own TypeScript content (Vite compiles
// it), so every page of the page table is measured and the stand-in answers for the real image
// host: a page added to the table is benchmarked with no list here to update.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const contentModule = async (file) =>
  (
    await runnerImport(fileURLToPath(new URL(`../../src/content/${file}`, import.meta.url)), {
      configFile: false,
      logLevel: 'silent',
    })
  ).module;

// Vite sets NODE_ENV to `development` when it is unset, and the bench's own `npm run build`
// would inherit it: React's development build, twice the bytes and slower, was what got measured.
const nodeEnv = process.env.NODE_ENV;
const [pages, paths, images, languages] = await Promise.all(
  ['pages.ts', 'paths.ts', 'images.ts', 'locales.ts'].map(contentModule),
);
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

// The work's pages per item, as the build makes them: a filter's and a project's stand for the
// rest, which differ only in words and photos.
const { workItemPaths } = (
  await runnerImport(fileURLToPath(new URL('../../build-time/projectFiles.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'silent',
  })
).module;
const workItems = workItemPaths();
const depth = (path) => path.split('/').length - 1;
// `/work/<filter>` and `/work/<region>/<project>`.
const workSamples = [2, 3]
  .map((segments) => workItems.find((path) => depth(path) === segments))
  .filter((path) => path !== undefined);

/**
 * The site's pages, in navigation order, one filter and one project of the work, then the
 * not-found document a static host serves: in English, then in each other language (`/es`,
 * `/es/products`, …, `/es/404.html`).
 */
export const siteDocuments = languages.locales.flatMap((locale) =>
  [...pages.sitePaths, ...workSamples, paths.notFoundDocument].map((path) =>
    languages.localePath(locale, path),
  ),
);

/** Whether a document is a not-found page: it is not indexed, so the SEO score does not apply. */
export const isNotFoundDocument = (path) => path.endsWith(paths.notFoundDocument);

/** The image host's name, which the bench's photo stand-in answers for. */
export const photoHost = new URL(images.imageHost).hostname;
