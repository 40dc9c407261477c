import { photos } from '../src/content/images.ts';
import { expect, test } from './fixtures.ts';

/** Screens from a phone held upright to a wide desktop, at their usual pixel density. */
const screens = [
  { width: 390, height: 844, scale: 2, shape: 'portrait' },
  { width: 768, height: 1024, scale: 2, shape: 'portrait' },
  { width: 1280, height: 800, scale: 1, shape: 'landscape' },
  { width: 2560, height: 1440, scale: 1, shape: 'landscape' },
] as const;

for (const { width, height, scale, shape } of screens) {
  test.describe(`at ${width}×${height} (${scale}x)`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale });

    test(`the hero photo is a ${shape} crop, drawn without blowing it up`, async ({ page }) => {
      // The prerendered page alone: the choice of file is the browser's, before any script.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const photo = page.locator('#home').getByRole('img', { name: photos.hero.alt });
      await expect(photo).toHaveJSProperty('complete', true);
      const { src, box } = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        box: img.getBoundingClientRect().toJSON() as DOMRect,
      }));
      // The image host cuts the file to the `w` and `h` it is asked for.
      const file = new URL(src).searchParams;
      const [fileWidth, fileHeight] = [Number(file.get('w')), Number(file.get('h'))];
      expect(shape === 'portrait' ? fileHeight > fileWidth : fileWidth > fileHeight).toBe(true);
      // Drawn to cover the hero: how far the file is stretched, in device pixels (1 = sharp).
      const stretch = Math.max((box.width * scale) / fileWidth, (box.height * scale) / fileHeight);
      expect(stretch).toBeLessThanOrEqual(1.05);
    });
  });
}
