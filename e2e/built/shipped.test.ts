import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageScriptEntry, staticClosure } from '../../build-time/buildManifest.ts';
import { documentFileFor } from '../../build-time/buildSite.ts';
import { localeOfAddress, siteProblems } from '../../build-time/documents/siteChecks.ts';
import { startServer } from '../../scripts/serve.mjs';
import { localeBase, localePath, locales } from '../../src/content/locales.ts';
import { notFoundDocument } from '../../src/content/paths.ts';
import { budgets, kb } from '../byteBudgets.ts';
import { builtManifest, builtText, shippedBuild, sitemapPaths, totalGzip } from './builtSite.ts';

// The checks of the shipped content, on `dist/`, the site as it ships (content/ as it is): nothing
// here names a word, a page or a project of it, and the pages come from the build's own sitemap,
// so an owner's edit to content/ can turn these red only by breaking the site. (The same checks
// run on the content as an owner edits it: build-time/documents/ownerContent.test.ts.)

/** Every page the build's sitemap lists, as paths, then each language's not-found document. */
const addresses = [
  ...sitemapPaths(shippedBuild),
  ...locales.map((locale) => localePath(locale, notFoundDocument)),
];

it('every page of the sitemap, in each language, speaks it, and every link leads somewhere', () => {
  for (const locale of locales) {
    expect(
      addresses.filter((address) => localeOfAddress(address) === locale).length,
    ).toBeGreaterThan(1);
  }
  const documents = addresses.map((address) => ({
    address,
    html: builtText(documentFileFor(address), shippedBuild),
  }));
  expect(siteProblems(documents)).toEqual([]);
});

describe('an unknown address, served as a static host serves the build', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ root: fileURLToPath(shippedBuild), port: 0 });
  });
  afterAll(() => server.close());

  it.each(locales)('in %s is its not-found page, status 404', async (locale) => {
    const response = await fetch(`${server.origin}${localeBase(locale)}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<html lang="${locale}">`);
  });
});

it('every page starts with the page script, within the byte budgets', () => {
  const total = (files: Iterable<string>) => totalGzip(files, shippedBuild);
  const manifest = builtManifest(shippedBuild);
  const start = [...staticClosure(manifest, pageScriptEntry)].filter((file) =>
    file.endsWith('.js'),
  );
  expect(total(start) / kb, 'JavaScript, gzip KB').toBeLessThanOrEqual(budgets.start / kb);
  for (const address of addresses) {
    const html = builtText(documentFileFor(address), shippedBuild);
    const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, file]) => file ?? '');
    expect(linked(/<script\b[^>]*\bsrc="([^"]+)"/gu), address).toEqual([
      `/${manifest[pageScriptEntry]?.file}`,
    ]);
    const css = linked(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/gu);
    expect(css.length, address).toBeGreaterThan(0);
    expect(total(css) / kb, `${address}: CSS, gzip KB`).toBeLessThanOrEqual(budgets.css / kb);
  }
});
