import { expect, it } from 'vitest';
import { localeOfAddress } from '../../build-time/documents/siteChecks.ts';
import { localePath } from '../../src/content/locales.ts';
import { serviceWorkerFile } from '../../src/content/paths.ts';
import type { SiteWorker } from '../../src/serviceWorker/siteWorker.ts';
import { projectSample } from '../words.ts';
import { builtText, sitemapPaths } from './builtSite.ts';

// The offline worker's list of what it keeps from a visitor's first visit, as the tested build
// wrote it: how it keeps and serves them offline is the browser's (e2e/offline.spec.ts).

it('the worker keeps every page of both languages, from its first visit', () => {
  // Its precache list, written before its code (build-time/serviceWorker.ts), names each document
  // by its clean address (Home by its file).
  const written = /^const siteWorker=(.*);$/mu.exec(builtText(serviceWorkerFile))?.[1] ?? '{}';
  const { precache = [] } = JSON.parse(written) as Partial<SiteWorker>;
  const kept = new Set(precache.map(({ url }) => url));
  const pages = sitemapPaths();
  // Both languages: each page in each, a project's among them.
  expect(pages).toContain(localePath('es', projectSample));
  expect(pages.filter((path) => localeOfAddress(path) === 'es').length * 2).toBe(pages.length);
  expect(pages.filter((path) => !kept.has(path === '/' ? 'index.html' : path.slice(1)))).toEqual(
    [],
  );
});
