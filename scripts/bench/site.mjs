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

const [pages, paths, images] = await Promise.all(
  ['pages.ts', 'paths.ts', 'images.ts'].map(contentModule),
);

/** The site's pages, in navigation order, then the not-found document a static host serves. */
export const siteDocuments = [...pages.sitePaths, paths.notFoundDocument];

/** The not-found document: it is not indexed, so the SEO score does not apply to it. */
export const notFoundDocument = paths.notFoundDocument;

/** The image host's name, which the bench's photo stand-in answers for. */
export const photoHost = new URL(images.imageHost).hostname;
