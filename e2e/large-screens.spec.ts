import { expect, fillAndSharpness, gotoReady, test } from './fixtures.ts';

const largeWidths = [1920, 2560, 3840] as const;

// Every page on a 4K screen is laid out in e2e/layout.spec.ts; here, Home on the other large
// screens, a dense one, and the type.

test.describe('large screens', () => {
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
