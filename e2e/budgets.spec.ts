import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { appEntry, staticClosure, type BuildManifest } from '../build-time/buildManifest.ts';
import { compileHint, compileHintMinLength } from '../build-time/compileHints.ts';
import { workItemPaths } from '../build-time/projectFiles.ts';
import { defaultLocale, locales, type Locale } from '../src/content/locales.ts';
import { pageList, pages, sitePages } from '../src/content/pages.ts';
import { editorPath } from '../src/content/paths.ts';
import {
  builtManifest,
  expect,
  gotoHydrated,
  renderedFrame,
  test,
  waitForSlices,
} from './fixtures.ts';

// The byte budgets of the design (ARCHITECTURE.md, "Budgets"), in gzip KB, checked on the
// production build in `dist/` that the other specs run against, and the requests that keep the
// parallax code on Home. Deterministic: bytes and requests, never timings.
const kb = 1024;
const budgets = {
  // Every route, Home too: Home's story below the first screen hydrates in slices, each with
  // its own code, fetched after Home is interactive.
  route: 100 * kb,
  // With the motion fallback island (about 43 KB: framer-motion's animations and
  // @react-spring/parallax), which only a browser without scroll timelines ever fetches.
  allJs: 180 * kb,
  css: 20 * kb,
  // The only JavaScript a page fetches before its content is on screen.
  boot: 2 * kb,
  // What the same page in another language loads that this one has not: its own words and code.
  otherLanguage: 25 * kb,
};

const dist = new URL('../dist/', import.meta.url);
const gzipSize = (file: string) => gzipSync(readFileSync(new URL(file, dist))).length;

/** Each language's build manifest: each language is a build of its own. */
const manifests = Object.fromEntries(
  locales.map((locale) => [locale, builtManifest(locale)]),
) as Record<Locale, BuildManifest>;
const manifest = manifests[defaultLocale];

/** The page module the app's entry loads before it hydrates, by path (the not-found page's: 404). */
const routes: Readonly<Record<string, string>> = Object.fromEntries(
  pageList.map((entry) => [entry.path ?? '404', `src/pages/${entry.module}`]),
);
const fallbackModule = 'src/motion/fallback/startMotionFallback.tsx';

const bootModule = 'src/boot.ts';

/** The boot script, the app's entry (index.html's) and the page, each with its imports. */
const initialJs = (page: string, chunks: BuildManifest) =>
  [
    ...staticClosure(
      chunks,
      page,
      staticClosure(chunks, appEntry, staticClosure(chunks, bootModule)),
    ),
  ].filter((file) => file.endsWith('.js'));
const totalGzip = (files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSize(file), 0);

/**
 * What a page per item loads of its item's own before it is interactive (a project's file: the
 * page's `itemData`, a chunk of the content folder it imports dynamically), for its largest item.
 */
const largestItemData = (page: string, chunks: BuildManifest) =>
  Math.max(
    0,
    ...(chunks[page]?.dynamicImports ?? [])
      .filter((module) => module.startsWith('content/'))
      .map((module) => totalGzip([...staticClosure(chunks, module)])),
  );

test.describe('byte budgets (gzip)', () => {
  for (const locale of locales) {
    for (const [route, page] of Object.entries(routes)) {
      test(`${route} in ${locale} loads at most ${budgets.route / kb} KB of JavaScript before it is interactive`, () => {
        const itemData = largestItemData(page, manifests[locale]);
        // A project's page loads its file before it is interactive: that file is counted.
        if (route === pages.project.path) expect(itemData).toBeGreaterThan(0);
        const size = totalGzip(initialJs(page, manifests[locale])) + itemData;
        test.info().annotations.push({ type: 'gzip KB', description: (size / kb).toFixed(1) });
        expect(size).toBeLessThanOrEqual(budgets.route);
      });
    }

    test(`the site in ${locale} has at most ${budgets.allJs / kb} KB of JavaScript`, () => {
      const files = new Set(Object.values(manifests[locale]).map((chunk) => chunk.file));
      expect(totalGzip([...files].filter((file) => file.endsWith('.js')))).toBeLessThanOrEqual(
        budgets.allJs,
      );
    });
  }

  // Each language is a build of its own; the framework (React, its DOM renderer, the router) is
  // the same file in both, so a visitor who switches language, and the service worker, which keeps
  // both languages, fetch it once.
  test(`a page's other language adds at most ${budgets.otherLanguage / kb} KB of JavaScript`, () => {
    for (const page of Object.values(routes)) {
      const [first, ...others] = locales.map((locale) => initialJs(page, manifests[locale]));
      for (const other of others) {
        const added = other.filter((file) => !first?.includes(file));
        expect(totalGzip(added), page).toBeLessThanOrEqual(budgets.otherLanguage);
      }
    }
  });

  // A page's first `Intl` object costs a phone 15 to 25 ms of locale data in the task that starts
  // the page (more than 100 ms on a slow one): the build formats what the pages show instead
  // (src/content/formattedFacts.ts).
  test('no browser code creates an Intl object', () => {
    for (const locale of locales) {
      const files = new Set(Object.values(manifests[locale]).map((chunk) => chunk.file));
      const formatting = [...files].filter(
        (file) =>
          file.endsWith('.js') && readFileSync(new URL(file, dist), 'utf8').includes('Intl.'),
      );
      expect(formatting, locale).toEqual([]);
    }
  });

  // Compiled on the main thread at first call, the framework's and the app's functions made up
  // much of a slow phone's long tasks while a page hydrated (build-time/compileHints.ts).
  test('the framework, the app and every large chunk are compiled as they arrive', () => {
    for (const locale of locales) {
      const files = new Set(Object.values(manifests[locale]).map((chunk) => chunk.file));
      const code = [...files]
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, text: readFileSync(new URL(file, dist), 'utf8') }));
      const large = code.filter(({ text }) => text.length > compileHintMinLength);
      expect(large.map(({ file }) => file)).toContain(manifests[locale]['index.html']?.file);
      expect(large.some(({ file }) => file.includes('/vendor-'))).toBe(true);
      const unhinted = large
        .filter(({ text }) => !text.startsWith(`${compileHint}\n`))
        .map(({ file }) => file);
      expect(unhinted, locale).toEqual([]);
    }
  });

  test(`the whole build has at most ${budgets.css / kb} KB of CSS`, () => {
    const assets = readdirSync(new URL('assets/', dist)).map((file) => `assets/${file}`);
    const css = assets.filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    expect(totalGzip(css)).toBeLessThanOrEqual(budgets.css);
  });

  test(`every page starts with one script, the boot script, at most ${budgets.boot / kb} KB`, () => {
    const bootFile = manifest[bootModule]?.file;
    expect(bootFile).toBeDefined();
    expect(gzipSize(`${bootFile}`)).toBeLessThanOrEqual(budgets.boot);
    // The site's documents: the editor at /admin is a page of its own, not of the site.
    const documents = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.html') && !file.startsWith(`${editorPath}/`),
    );
    // Each page, each of the work's (its filters and projects), and the not-found page.
    expect(documents).toHaveLength(
      (sitePages.length + workItemPaths().length + 1) * locales.length,
    );
    for (const document of documents) {
      const html = readFileSync(new URL(document, dist), 'utf8');
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts, document).toEqual([`/${bootFile}`]);
      // The app's code and the manifest come later, from the boot script.
      expect(html, document).not.toMatch(/rel="(modulepreload|manifest)"/);
      expect(html, document).toMatch(/<script\b[^>]*\bdata-app="\/assets\/[^"]+\.js"/);
    }
  });
});

/**
 * The animation libraries (framer-motion's animations, @react-spring/parallax) are the motion
 * fallback island's, for a browser without scroll timelines (src/motion/motionFallback.ts): no
 * page starts with them, and where the browser has timelines no page asks for them, in either
 * motion mode, even scrolled to the end. (e2e/motion.spec.ts shows the fallback at work.)
 */
test.describe('the motion fallback island', () => {
  const fallbackFile = () => {
    const file = manifest[fallbackModule]?.file;
    expect(file, `${fallbackModule} has a chunk of its own`).toBeDefined();
    return file ?? '';
  };

  test('is a chunk of its own, which no page starts with', () => {
    const file = fallbackFile();
    for (const page of Object.values(routes)) expect(initialJs(page, manifest)).not.toContain(file);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`motion ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      for (const { path, module } of sitePages) {
        test(`${path} never requests it, even scrolled to the end`, async ({ page }) => {
          const requested: string[] = [];
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
          });
          await gotoHydrated(page, path);
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          await expect(page.getByRole('contentinfo')).toBeInViewport();
          await waitForSlices(page);
          await renderedFrame(page);
          expect(requested).toContain(manifest[`src/pages/${module}`]?.file);
          expect(requested).not.toContain(fallbackFile());
        });
      }
    });
  }
});
