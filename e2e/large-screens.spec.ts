import type { Page } from '@playwright/test';
import { expect, gotoReady, loadEveryPhoto, routesUnderTest, test } from './fixtures.ts';

const largeWidths = [1920, 2560, 3840] as const;

/** The widest column of the page's main content, and every photo fetched narrower than drawn. */
async function fillAndSharpness(page: Page) {
  const column = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('main section, main article, main [role="form"]')].map(
        (element) => element.getBoundingClientRect().width,
      ),
    ),
  );
  await loadEveryPhoto(page);
  const soft = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.currentSrc.includes('w='))
      .map((image) => ({
        drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
        fetched: Number(new URL(image.currentSrc).searchParams.get('w')),
      }))
      .filter(({ drawn, fetched }) => fetched < drawn * 0.98),
  );
  return { column, soft };
}

test.describe('large screens', () => {
  // Every page on the widest screen, where a column that stops growing or a photo fetched too
  // small shows most; Home, the longest, on the others too.
  for (const path of routesUnderTest) {
    test(`at 3840 px ${path} fills the screen, shows sharp photos and spans its band`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 3840, height: 2160 });
      await gotoReady(page, path);
      // An inner page opens with a band holding its heading and intro. Stacked at the left, they
      // leave a 4K screen's band two thirds empty; side by side, they span it.
      if (path !== '/') {
        const heading = page.getByRole('heading', { level: 1 });
        const intro = page.locator('header:has(> h1) > p').last();
        const band = page.locator('main header:has(> h1)');
        const [title, text, row] = await Promise.all(
          [heading, intro, band].map(async (box) => (await box.boundingBox()) ?? undefined),
        );
        if (!title || !text || !row) throw new Error(`${path}: no heading, intro or band`);
        expect(text.x, 'the intro starts in the band’s right half').toBeGreaterThan(
          row.x + row.width / 2,
        );
        expect(text.y, 'beside the heading, not under it').toBeLessThan(title.y + title.height);
        expect(text.x + text.width - title.x).toBeGreaterThan(row.width * 0.6);
      }
      // The main column uses the width: at least two thirds of the screen, not a phone strip;
      // every photo was fetched at least as wide as it is drawn on this screen.
      const { column, soft } = await fillAndSharpness(page);
      expect(column).toBeGreaterThan(3840 * 0.66);
      expect(soft).toEqual([]);
    });
  }

  test('at 1920 and 2560 px Home fills the screen and shows sharp photos', async ({ page }) => {
    for (const width of [1920, 2560]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
      await gotoReady(page, '/');
      const { column, soft } = await fillAndSharpness(page);
      expect(column, `${width} px`).toBeGreaterThan(width * 0.66);
      expect(soft, `${width} px`).toEqual([]);
    }
  });

  test.describe('a 1920 px screen at 2x', () => {
    test.use({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 2 });

    test('gets photos at twice the size', async ({ page }) => {
      await gotoReady(page, '/');
      const hero = page.locator('img[fetchpriority="high"]');
      await expect(hero).toHaveJSProperty('complete', true);
      const fetched = await hero.evaluate((image: HTMLImageElement) =>
        new URL(image.currentSrc).searchParams.get('w'),
      );
      expect(Number(fetched)).toBeGreaterThanOrEqual(3840);
    });
  });

  test('type grows with the screen', async ({ page }) => {
    const sizes: number[] = [];
    for (const width of [375, 1280, ...largeWidths]) {
      await page.setViewportSize({ width, height: 1000 });
      await gotoReady(page, '/');
      sizes.push(
        await page
          .getByRole('heading', { level: 1 })
          .evaluate((heading) => parseFloat(getComputedStyle(heading).fontSize)),
      );
    }
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(sizes.at(-1)).toBeGreaterThan((sizes[1] ?? 0) * 1.5);
  });
});
