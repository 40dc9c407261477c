import { expect, gotoHydrated, test } from './fixtures.ts';

// A page paints its prerendered content first; its code (and the app manifest) follow once that
// content is on screen, so on a phone they do not compete with the first photo.
test.describe('the page code waits until the content is shown', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/products']) {
    test(`${path}: the code is fetched after the first photo is painted`, async ({ page }) => {
      // Keeps the time the browser reports the first photo painted (Element Timing).
      await page.addInitScript(() => {
        const shown: number[] = [];
        Object.assign(window, { firstPhotoShownAt: shown });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { renderTime: number })[]) {
            shown.push(entry.renderTime);
          }
        }).observe({ type: 'element', buffered: true });
      });
      await gotoHydrated(page, path);

      const { shownAt, codeRequestedAt } = await page.evaluate(() => {
        const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
        const request = performance
          .getEntriesByType('resource')
          .find((entry) => app !== undefined && entry.name.endsWith(app));
        return {
          shownAt: (window as unknown as { firstPhotoShownAt: number[] }).firstPhotoShownAt[0],
          codeRequestedAt: request?.startTime,
        };
      });
      expect(shownAt).toBeGreaterThan(0);
      expect(codeRequestedAt).toBeDefined();
      expect(codeRequestedAt).toBeGreaterThanOrEqual(shownAt ?? Infinity);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
    });
  }

  test('a photo that never arrives does not keep the page static', async ({ page }) => {
    // The photo host accepts the requests and never answers them.
    await page.route('https://images.unsplash.com/**', () => undefined);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
});
