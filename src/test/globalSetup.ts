import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Locale } from '../content/locales.ts';
import type { SiteContent } from '../content/siteContent.ts';

/** A document of the tests' rendered site: its address, its language, its status and its HTML. */
export interface RenderedPage {
  readonly address: string;
  readonly locale: Locale;
  readonly status: number;
  readonly html: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tests' frozen content (`src/test/content/`), read and parsed once for every test. */
    content: SiteContent;
    /** Every document of the site rendered from it, with its own settings, once for every test. */
    documents: readonly RenderedPage[];
    /** The site's own files (robots.txt, the sitemap, `_headers`, …), by their path. */
    siteFiles: Readonly<Record<string, string>>;
  }
}

/**
 * Before any test file runs: the frozen content, read and parsed by its schemas as a build reads
 * the owner's, and the whole site rendered from it by the one render, with the content's own
 * settings, for every test that reads the content or a page (`inject`): the documents' checks
 * beside each feature read this one site. Each project that reads it names this setup, which
 * Vitest runs for each of them; the first renders, for all: what it hands over, on the run's root
 * project, every project's tests see. Only that first loads the render's code (each project
 * loads it anew, a few seconds each).
 */
export default async function setup(project: TestProject): Promise<void> {
  const run = project.vitest.getRootProject();
  if (run.getProvidedContext().documents) return;
  const [{ root }, { siteSettings }, { siteContent }, { testContent }, render, { testAssets }] =
    await Promise.all([
      import('../../build-time/paths.ts'),
      import('../../build-time/settings.ts'),
      import('../../build-time/siteContent.ts'),
      import('../../scripts/testContent.mjs'),
      import('../app/renderPage.tsx'),
      import('./testAssets.ts'),
    ]);
  const { documentAddresses, renderPage, siteFiles } = render;
  const folder = resolve(root, testContent);
  const content = await siteContent(folder);
  const site = { content, settings: siteSettings({}, folder), assets: testAssets };
  const documents: RenderedPage[] = [];
  for (const { address, locale } of documentAddresses(content)) {
    const { status, html } = await renderPage(address, { ...site, locale });
    documents.push({ address, locale, status, html });
  }
  run.provide('content', content);
  run.provide('documents', documents);
  run.provide('siteFiles', siteFiles(site));
}
