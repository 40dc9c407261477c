import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { localeBase, locales, type Locale } from '../src/content/locales.ts';
import { pageScriptEntry as appEntry, staticClosure } from '../build-time/buildManifest.ts';
import { axeViolations } from './axe.ts';
import { budgets, kb } from './byteBudgets.ts';
import {
  builtManifest,
  expect,
  gotoReady,
  test as base,
  type BuiltSiteOption,
} from './fixtures.ts';

// The checks of the shipped content: nothing here names a word, a page or a project of it, and
// the pages come from the build's own sitemap, so an owner's edit to content/ can turn these red
// only by breaking the site. They run against `dist/` (content/ as it is) and against a build of
// a scratch copy of it with the edits an owner makes (scripts/ownerEdits.mjs: other projects,
// another phone number and heading, one more card, a region open).
const test = base.extend<BuiltSiteOption>({ builtSite: ['dist', { option: true }] });

/** A file of the build under test. */
const builtFile = (site: string, path: string) => new URL(`../${site}/${path}`, import.meta.url);

/** The language of a page's path: `/es/...` is Spanish, everything else English. */
const localeOf = (path: string): Locale =>
  locales.find((locale) => {
    const base = localeBase(locale);
    return base !== '' && (path === base || path.startsWith(`${base}/`));
  }) ?? 'en';

/** Every page the build's sitemap lists, as paths, in one language. */
function pagesOf(site: string, locale: Locale): string[] {
  const sitemap = readFileSync(builtFile(site, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)]
    .map(([, address]) => new URL(address ?? '').pathname)
    .filter((path) => localeOf(path) === locale);
}

/** The HTML file a page's path is served from. */
const documentOf = (path: string) =>
  `${path.replace(/^\/|\/$/gu, '')}/index.html`.replace(/^\//u, '');

/** Every link of the page to the site itself, as the browser resolved it. */
async function siteLinks(page: Page): Promise<URL[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href)).filter((url) => url.origin === origin);
}

/** Whether a link leads somewhere: its page answers, and holds the element its `#part` names. */
async function linkResolves(request: APIRequestContext, url: URL): Promise<boolean> {
  const response = await request.get(`${url.pathname}${url.search}`);
  if (!response.ok()) return false;
  const part = decodeURIComponent(url.hash.slice(1));
  return part === '' || (await response.text()).includes(`id="${part}"`);
}

for (const locale of locales) {
  test(`every ${locale} page of the sitemap renders with no console error and no axe violation, and every link on it leads somewhere`, async ({
    page,
    request,
    builtSite,
  }) => {
    // A dozen pages, each loaded and checked by axe in one test.
    test.slow();
    const pages = pagesOf(builtSite, locale);
    expect(pages.length).toBeGreaterThan(0);
    const links = new Map<string, URL>();
    for (const path of pages) {
      await gotoReady(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
      await expect(page, path).toHaveTitle(/\S/u);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
      for (const url of await siteLinks(page)) links.set(url.href, url);
    }
    const broken: string[] = [];
    for (const url of links.values()) {
      if (!(await linkResolves(request, url))) broken.push(url.href);
    }
    expect(broken).toEqual([]);
  });

  test(`an unknown address in ${locale} is the not-found page`, async ({ page, allowConsole }) => {
    allowConsole(/status of 404/);
    const response = await page.goto(`${localeBase(locale)}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test(`every ${locale} page starts with its language's page script, within the byte budgets`, ({
    builtSite,
  }) => {
    const gzipSize = (file: string) => gzipSync(readFileSync(builtFile(builtSite, file))).length;
    const total = (files: Iterable<string>) =>
      [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const manifest = builtManifest(locale, builtFile(builtSite, ''));
    const start = [...staticClosure(manifest, appEntry)].filter((file) => file.endsWith('.js'));
    expect(total(start) / kb, 'JavaScript, gzip KB').toBeLessThanOrEqual(budgets.start / kb);
    for (const path of pagesOf(builtSite, locale)) {
      const html = readFileSync(builtFile(builtSite, documentOf(path)), 'utf8');
      const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map(([, file]) => file ?? '');
      expect(linked(/<script\b[^>]*\bsrc="([^"]+)"/gu), path).toEqual([
        `/${manifest[appEntry]?.file}`,
      ]);
      const css = linked(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/gu);
      expect(css.length, path).toBeGreaterThan(0);
      expect(total(css) / kb, `${path}: CSS, gzip KB`).toBeLessThanOrEqual(budgets.css / kb);
    }
  });
}
