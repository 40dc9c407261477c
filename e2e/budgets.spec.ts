import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  pageScriptEntry as appEntry,
  staticClosure,
  type BuildManifest,
} from '../build-time/buildManifest.ts';
import type { Page } from '@playwright/test';
import { budgets, kb } from './byteBudgets.ts';
import { localePath } from '../src/content/locales.ts';
import {
  expect,
  gotoReady,
  projectSample,
  renderedFrame,
  test,
  waitForIsland,
} from './fixtures.ts';
import { builtManifest, siteBuild } from './built/builtSite.ts';

// The byte budgets of the design (./byteBudgets.ts), checked on the production build the other
// specs run against, and the requests a page makes when it is left alone, or when an island is
// wanted. Deterministic: bytes and requests, never timings. (e2e/shipped.spec.ts checks those
// that the content can change on the shipped content.)

const gzipSize = (file: string) => gzipSync(readFileSync(new URL(file, siteBuild))).length;

/** The build's manifest: one browser build for every language. */
const manifest = builtManifest();

const fallbackModule = 'src/motion/fallback/startMotionFallback.tsx';
const hydrateModule = 'src/app/hydrateIsland.tsx';
/**
 * Every island's module, as the build found them: what the islands' wake-up imports when one is
 * wanted, one per declaration (src/app/islands.ts), so a new island is budgeted with no list here
 * to update.
 */
const islandModules = (chunks: BuildManifest): readonly string[] =>
  chunks[hydrateModule]?.dynamicImports ?? [];
/** The three islands the checks below wake, by their modules. */
const island = {
  contactForm: 'src/pages/contact/ContactForm.tsx',
  beforeAfter: 'src/pages/work/comparison/BeforeAfterIsland.tsx',
  estimator: 'src/pages/estimate/Estimator.tsx',
};

/** The page's script (index.html's entry) with its static imports: what every page starts with. */
const startJs = (chunks: BuildManifest) =>
  [...staticClosure(chunks, appEntry)].filter((file) => file.endsWith('.js'));
const totalGzip = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(file), 0);

test.describe('byte budgets (gzip)', () => {
  test(`every page starts with one file of at most ${budgets.start / kb} KB of JavaScript`, () => {
    // One file: no part of the page script waits for another's request.
    expect(startJs(manifest)).toHaveLength(1);
    const size = totalGzip(startJs(manifest));
    test.info().annotations.push({ type: 'gzip KB', description: (size / kb).toFixed(1) });
    expect(size).toBeLessThanOrEqual(budgets.start);
  });

  test(`every island needs at most ${budgets.island / kb} KB of JavaScript: the three the checks wake, and any other`, () => {
    expect(islandModules(manifest)).toEqual(expect.arrayContaining(Object.values(island)));
    for (const module of islandModules(manifest)) {
      const files = new Set([
        ...staticClosure(manifest, hydrateModule),
        ...staticClosure(manifest, module),
      ]);
      const size = totalGzip(files);
      test
        .info()
        .annotations.push({ type: `${module} gzip KB`, description: (size / kb).toFixed(1) });
      expect(size, module).toBeLessThanOrEqual(budgets.island);
    }
  });

  test(`the site has at most ${budgets.allJs / kb} KB of JavaScript`, () => {
    const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
    expect(totalGzip([...files].filter((file) => file.endsWith('.js')))).toBeLessThanOrEqual(
      budgets.allJs,
    );
  });

  // A page's first `Intl` object costs a phone 15 to 25 ms of locale data in the task that starts
  // the page (more than 100 ms on a slow one): the render formats what the pages show instead
  // (src/content/formattedFacts.ts).
  test('no browser code creates an Intl object', () => {
    const files = new Set(Object.values(manifest).map((chunk) => chunk.file));
    const formatting = [...files].filter(
      (file) =>
        file.endsWith('.js') && readFileSync(new URL(file, siteBuild), 'utf8').includes('Intl.'),
    );
    expect(formatting).toEqual([]);
  });

  test(`every page has at most ${budgets.css / kb} KB of CSS, and no stylesheet is a page's but its own`, () => {
    const assets = readdirSync(new URL('assets/', siteBuild)).map((file) => `assets/${file}`);
    const css = assets.filter((file) => file.endsWith('.css'));
    // Home, the page that shows the most, and a text page.
    const home = css.find((file) => file.startsWith('assets/home-'));
    const text = css.find((file) => file.startsWith('assets/about-'));
    expect(home && text).toBeTruthy();
    for (const file of [home, text]) {
      test.info().annotations.push({
        type: `${file} gzip KB`,
        description: (totalGzip([file ?? '']) / kb).toFixed(1),
      });
    }
    for (const file of css) expect(totalGzip([file]), file).toBeLessThanOrEqual(budgets.css);
  });
});

/**
 * What a page fetches when nobody touches it: its script and the service worker's registration,
 * never an island's code (React above all), on every route, in both languages; and an island's
 * code once it is wanted, not before.
 */
test.describe('a page left alone', () => {
  /** Records the JavaScript files (as the build names them) the page requests from now on. */
  const recordScripts = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
    });
    return requested;
  };
  /** An island's own code: what it needs beyond what every page starts with. */
  const islandFiles = () => {
    const start = new Set(startJs(manifest));
    return new Set(
      [
        ...staticClosure(manifest, hydrateModule),
        ...islandModules(manifest).map((module) => manifest[module]?.file),
      ].filter((file) => file !== undefined && !start.has(file)),
    );
  };

  // Home, the contact page (its form an island woken by a touch), a Spanish project's page (its
  // before and after one woken as it nears) and the species guide (its chooser and comparison
  // the platform's own, its kiosk code drawn only when asked for): the script and the islands'
  // wake-up are the same on every page.
  {
    for (const path of ['/', '/contact', localePath('es', projectSample), '/species']) {
      test(`${path} transfers at most ${budgets.leftAlone / kb} KB of JavaScript, and no island's`, async ({
        page,
      }) => {
        const requested = recordScripts(page);
        await gotoReady(page, path);
        await page.waitForFunction(() => document.readyState === 'complete');
        // The worker's registration, which waits for the load event, has been asked for.
        await expect
          .poll(() => requested.some((file) => file.includes('serviceWorkerUpdates')))
          .toBe(true);
        await renderedFrame(page);
        const size = totalGzip(new Set(requested));
        test.info().annotations.push({ type: 'gzip KB', description: (size / kb).toFixed(1) });
        expect(size).toBeLessThanOrEqual(budgets.leftAlone);
        const islands = islandFiles();
        expect(requested.filter((file) => islands.has(file))).toEqual([]);
      });
    }
  }

  // The browser evaluates a page's module in the task that ends its parsing, beside that task's
  // style and layout: work the script did there would make one long task of the two on a slow
  // phone (src/site.ts). Seen at DOMContentLoaded, which ends that task.
  test('its script does nothing in the task that ends the parsing, and all of it after', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const toggle = document.querySelector<HTMLButtonElement>('button[data-motion-switch]');
        Object.assign(window, {
          atParsed: {
            script: document.documentElement.dataset.script ?? null,
            shown: !toggle?.hidden,
          },
        });
      });
    });
    await gotoReady(page, '/');
    expect(await page.evaluate(() => 'atParsed' in window && window.atParsed)).toEqual({
      script: null,
      shown: false,
    });
    await expect(page.getByRole('button', { name: /^Animations/ })).toBeVisible();
  });

  test('the contact form island comes with the first touch of the form, and answers', async ({
    page,
  }) => {
    const requested = recordScripts(page);
    await gotoReady(page, '/contact');
    await renderedFrame(page);
    expect(requested).not.toContain(manifest[island.contactForm]?.file);
    await page.getByLabel(/Name/).first().click();
    await waitForIsland(page, 'form, [role="form"]');
    expect(requested).toContain(manifest[island.contactForm]?.file);
    expect(requested).not.toContain(manifest[island.beforeAfter]?.file);
  });

  test('the estimator island comes with the first use of its fields, and answers', async ({
    page,
  }) => {
    const requested = recordScripts(page);
    await gotoReady(page, '/estimate');
    await page.getByLabel('Area (sq ft)').scrollIntoViewIfNeeded();
    await renderedFrame(page);
    expect(requested).not.toContain(manifest[island.estimator]?.file);
    await page.getByLabel('Area (sq ft)').fill('200');
    await waitForIsland(page, 'form');
    expect(requested).toContain(manifest[island.estimator]?.file);
    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText('$1,800');
  });

  test('the before and after island comes as it nears the viewport, without a motion library', async ({
    page,
  }) => {
    const requested = recordScripts(page);
    await gotoReady(page, projectSample);
    await renderedFrame(page);
    expect(requested).not.toContain(manifest[island.beforeAfter]?.file);
    await page.locator('[data-island="before-after"]').scrollIntoViewIfNeeded();
    await waitForIsland(page, '[data-comparison]');
    expect(requested).toContain(manifest[island.beforeAfter]?.file);
    await expect(page.locator('[data-comparison]')).toHaveAttribute('data-comparison', 'live');
    // Its effects have run, and asked for whatever they would.
    await renderedFrame(page);
    // The stylesheet wipes it here: the motion library its code wipes it with where the browser
    // has no scroll timelines (framer-motion's scroll tracking) is its own to fetch, and is not.
    const needed = staticClosure(
      manifest,
      island.beforeAfter,
      staticClosure(manifest, hydrateModule),
    );
    const lazy = (manifest[island.beforeAfter]?.dynamicImports ?? [])
      .flatMap((chunk) => [...staticClosure(manifest, chunk)])
      .filter((file) => !needed.has(file));
    expect(lazy).not.toEqual([]);
    expect(requested.filter((file) => lazy.includes(file))).toEqual([]);
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
    expect(startJs(manifest)).not.toContain(fallbackFile());
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`motion ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      // Home, whose story moves the most: the fallback is wanted by the browser, not by a page.
      for (const path of ['/']) {
        test(`${path} never requests it, even scrolled to the end`, async ({ page }) => {
          const requested: string[] = [];
          page.on('request', (request) => {
            const { pathname } = new URL(request.url());
            if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
          });
          await gotoReady(page, path);
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          );
          await expect(page.getByRole('contentinfo')).toBeInViewport();
          await renderedFrame(page);
          expect(requested).toContain(manifest[appEntry]?.file);
          expect(requested).not.toContain(fallbackFile());
        });
      }
    });
  }
});
