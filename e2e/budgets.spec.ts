import type { Page } from '@playwright/test';
import { pageScriptEntry, staticClosure, type BuildManifest } from '../build-time/buildManifest.ts';
import { budgets, kb } from './byteBudgets.ts';
import { priceWordsOf } from '../src/content/priceWords.ts';
import { chrome, contactForm, en, estimator } from './words.ts';
import {
  expect,
  gotoReady,
  pageKinds,
  renderedFrame,
  requestedScripts,
  test,
  waitForIsland,
} from './fixtures.ts';
import { builtManifest, hydrateModule, totalGzip } from './built/builtSite.ts';

// What a page fetches when nobody touches it: its script and the service worker's registration,
// within the budget of a page left alone (./byteBudgets.ts), never an island's code (React above
// all); and an island's code once it is wanted, not before. Deterministic: bytes and requests,
// never timings. (The budgets of the build's files are checked in Node: e2e/built/budgets.test.ts.)

/** The build's manifest: one browser build for every language. */
const manifest = builtManifest();

/** The three islands the checks below wake, by their modules. */
const island = {
  contactForm: 'src/pages/contact/ContactForm.tsx',
  beforeAfter: 'src/pages/work/comparison/BeforeAfterIsland.tsx',
  estimator: 'src/pages/estimate/Estimator.tsx',
};
const islandFile = (module: string) => manifest[module]?.file;

/**
 * An island's own code, any island's: what the islands' wake-up imports (one module per
 * declaration, src/app/islands.ts) and what that needs beyond what every page starts with.
 */
function islandFiles(chunks: BuildManifest): Set<string> {
  const start = staticClosure(chunks, pageScriptEntry);
  return new Set(
    [
      ...staticClosure(chunks, hydrateModule),
      ...(chunks[hydrateModule]?.dynamicImports ?? []).map((module) => chunks[module]?.file),
    ].filter((file): file is string => file !== undefined && !start.has(file)),
  );
}

/**
 * Opens `path` and leaves it alone until it has loaded and asked for the worker's registration
 * (which waits for the load event), then checks what it fetched: at most the budget of a page
 * left alone, and no island's code. Returns the scripts it requested, and goes on recording.
 */
async function leaveAlone(page: Page, path: string): Promise<string[]> {
  const requested = requestedScripts(page);
  await gotoReady(page, path);
  await page.waitForFunction(() => document.readyState === 'complete');
  await expect
    .poll(() => requested.some((file) => file.includes('serviceWorkerUpdates')))
    .toBe(true);
  await renderedFrame(page);
  const size = totalGzip(new Set(requested));
  test.info().annotations.push({ type: 'gzip KB', description: (size / kb).toFixed(1) });
  expect(size).toBeLessThanOrEqual(budgets.leftAlone);
  const islands = islandFiles(manifest);
  expect(requested.filter((file) => islands.has(file))).toEqual([]);
  return requested;
}

const leftAlone = `transfers at most ${budgets.leftAlone / kb} KB of JavaScript left alone, and no island's`;

// One page of each kind: the script and the islands' wake-up are the same on every page (and in
// both languages: one build), so only a kind's own islands and what wakes them tell pages apart.

// The browser evaluates a page's module in the task that ends its parsing, beside that task's
// style and layout: work the script did there would make one long task of the two on a slow
// phone (src/site.ts). Seen at DOMContentLoaded, which ends that task.
test(`Home runs its script after the parsing, all of it, and ${leftAlone}`, async ({ page }) => {
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
  await leaveAlone(page, pageKinds.home);
  expect(await page.evaluate(() => 'atParsed' in window && window.atParsed)).toEqual({
    script: null,
    shown: false,
  });
  // The last of its parts has run: the switch it shows is there.
  await expect(page.getByRole('button', { name: chrome.motionLabel })).toBeVisible();
});

test(`a text page ${leftAlone}`, async ({ page }) => {
  await leaveAlone(page, pageKinds.text);
});

test(`the contact page ${leftAlone}: its form's comes with the first touch`, async ({ page }) => {
  const requested = await leaveAlone(page, pageKinds.form);
  await page.getByLabel(contactForm.labels.name).first().click();
  await waitForIsland(page, 'form, [role="form"]');
  expect(requested).toContain(islandFile(island.contactForm));
  expect(requested).not.toContain(islandFile(island.beforeAfter));
});

test(`the estimate page ${leftAlone}: the estimator's comes with the first use of its fields, and answers`, async ({
  page,
}) => {
  const requested = await leaveAlone(page, pageKinds.island);
  // On screen it is still not wanted: it waits for a touch.
  await page.getByLabel(estimator.area).scrollIntoViewIfNeeded();
  await renderedFrame(page);
  expect(requested).not.toContain(islandFile(island.estimator));
  await page.getByLabel(estimator.area).fill('200');
  await waitForIsland(page, 'form');
  expect(requested).toContain(islandFile(island.estimator));
  // 200 sq ft of new installation in the first region, at the frozen price guide's $9–$15 a
  // square foot (worked out by hand, as in estimate.spec.ts).
  await expect(
    page.getByRole('region', { name: estimator.resultTitle }).locator('[aria-live]'),
  ).toHaveText(priceWordsOf(en).rangeText({ low: 1800, high: 3000 }));
});

test(`a project's page ${leftAlone}: the before and after's comes as it nears, without a motion library`, async ({
  page,
}) => {
  const requested = await leaveAlone(page, pageKinds.project);
  await page.locator('[data-island="before-after"]').scrollIntoViewIfNeeded();
  await waitForIsland(page, '[data-comparison]');
  expect(requested).toContain(islandFile(island.beforeAfter));
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
