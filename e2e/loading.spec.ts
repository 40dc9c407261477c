import type { Page } from '@playwright/test';
import { appEntry } from '../build-time/buildManifest.ts';
import { imageHost } from '../src/content/images.ts';
import { pages } from '../src/content/pages.ts';
import { builtManifest, expect, test, waitForHydration } from './fixtures.ts';

// A page paints its prerendered content first; its code follows once that content is on screen,
// so on a phone it does not compete with the first photo. The boot script gives up waiting after
// 3 s: these tests stop the page's clock, so that limit cannot end a wait unless a test runs the
// clock on.

/** What the browser reported while the page loaded, noted from before its own scripts run. */
interface LoadingLog {
  /** Paint times of the marked first photo (Element Timing). */
  photoPaints: number[];
  firstContentfulPaint?: number;
  /** Requests, by URL, with the time each one started. */
  requests: { name: string; startTime: number }[];
}

async function startLoadingLog(page: Page) {
  // The clock is stopped, so the page's `performance` is the clock's; the observers still get
  // the browser's own entries.
  await page.addInitScript(() => {
    const log: LoadingLog = { photoPaints: [], requests: [] };
    Object.assign(window, { loadingLog: log });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'element') {
          const { renderTime, loadTime } = entry as PerformanceEntry & Record<string, number>;
          log.photoPaints.push(renderTime || loadTime || 0);
        } else if (entry.name === 'first-contentful-paint') {
          log.firstContentfulPaint = entry.startTime;
        } else if (entry.entryType === 'resource') {
          log.requests.push({ name: entry.name, startTime: entry.startTime });
        }
      }
    }).observe({ entryTypes: ['element', 'paint', 'resource'] });
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

const loadingLog = (page: Page) =>
  page.evaluate(() => {
    const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app ?? '';
    const log = (window as unknown as { loadingLog: LoadingLog }).loadingLog;
    return { ...log, app: log.requests.find((request) => request.name.endsWith(app)) };
  });

test.describe('the page code waits until the content is shown', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/products']) {
    test(`${path}: the code is fetched once the first photo is painted`, async ({ page }) => {
      await startLoadingLog(page);
      await page.goto(path);
      // With the clock stopped, only the photo's paint can have let the code load.
      await waitForHydration(page);
      const log = await loadingLog(page);
      expect(log.photoPaints).toHaveLength(1);
      expect(log.photoPaints[0]).toBeGreaterThan(0);
      expect(log.app?.startTime).toBeGreaterThanOrEqual(log.photoPaints[0] ?? Infinity);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
    });
  }

  test('a photo that never arrives keeps the page static for 3 s at most', async ({ page }) => {
    // The photo host accepts the requests and never answers them.
    await page.route(`${imageHost}/**`, () => undefined);
    await startLoadingLog(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(
      () => (window as unknown as { loadingLog: LoadingLog }).loadingLog.firstContentfulPaint,
    );
    const before = await loadingLog(page);
    expect(before.app).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    await page.clock.runFor(3000);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });

  // Asked for by the app once it has run, the page's own code would cost one more round trip, and
  // more of a slow phone's time, before the page could hydrate.
  test("the page's own code downloads with the app's, before the app has run", async ({ page }) => {
    const manifest = builtManifest();
    const fileOf = (key: string) => `/${manifest[key]?.file ?? `(no chunk ${key})`}`;
    const app = fileOf(appEntry);
    const contactPage = fileOf(`src/pages/${pages.contact.module}`);
    // The app's entry is held at the network: whatever the page asks for meanwhile, the boot
    // script asked for.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(
      (url) => url.pathname === app,
      (route) => appHeld.then(() => route.continue()),
    );
    const pageCode = page.waitForRequest(
      (request) => new URL(request.url()).pathname === contactPage,
    );
    await page.goto('/contact');
    await pageCode;
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    releaseApp();
    await waitForHydration(page);
  });
});
