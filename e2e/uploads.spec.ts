import type { Page } from '@playwright/test';
import { imageHost } from '../src/content/images.ts';
import {
  expect,
  gotoReady,
  holdRequests,
  loadEveryPhoto,
  pageKinds,
  test,
  waitForPageScript,
} from './fixtures.ts';

// The owner's own photos, run against the site built with some (scripts/contentVariants.mjs,
// `uploadedVariant`): the hero from a 4032 x 3024 phone picture with its focus at the bottom, and
// the first product card from a 1200 x 800 one. The files the build made of them, and the
// documents' markup, are read in Node (e2e/built/uploads.test.ts); here, what the browser picks.

/**
 * Holds every photo at the network (the owner's, from the site, and the image host's) until the
 * returned function is called.
 */
const holdPhotos = (page: Page) =>
  holdRequests(page, (url) => url.pathname.startsWith('/media/') || url.href.startsWith(imageHost));

/** The box of every element of the page, in the page's coordinates, and how many photos it has. */
const pageLayout = (page: Page) =>
  page.evaluate(() => ({
    photos: [...document.images].filter((image) => image.checkVisibility()).length,
    height: document.documentElement.scrollHeight,
    boxes: [...document.body.querySelectorAll('*')].map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return `${element.tagName} ${x} ${y + window.scrollY} ${width} ${height}`;
    }),
  }));

/** The file the hero shows, once its photo has loaded, from the site's root. */
async function heroFile(page: Page) {
  const hero = page.locator('#home img').first();
  await expect(hero).toHaveJSProperty('complete', true);
  return hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test.describe('photos the owner uploaded', () => {
  test('reach a 4K screen as the widest WebP, their focus in view', async ({ page }) => {
    await page.setViewportSize({ width: 3840, height: 2160 });
    await gotoReady(page, '/');
    expect(await heroFile(page)).toMatch(/^\/media\/hero-phone-photo-[0-9a-f]{8}-667-3840\.webp$/);
    // The owner's focus point: the bottom of the photo stays in view where the box crops it.
    await expect(page.locator('#home img').first()).toHaveCSS('object-position', '50% 100%');
  });

  test.describe('on a phone held upright', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });

    test('give it the tall crop of the hero', async ({ page }) => {
      await gotoReady(page, '/');
      expect(await heroFile(page)).toMatch(
        /^\/media\/hero-phone-photo-[0-9a-f]{8}-1778-\d+\.webp$/,
      );
    });
  });

  // Every box of the page, measured with no photo yet arrived, then with every photo arrived, top
  // to bottom. Measured rather than scrolled through with the browser's layout-shift entries, which
  // need frame after frame (see `loadEveryPhoto`): nothing here waits for a frame. Motion is off so
  // that nothing moves for another reason (a section rising into view) between the measurements.
  test.describe('with motion off', () => {
    test.use({ reducedMotion: 'reduce' });

    test('move nothing as they load, from the top of a page to its end', async ({ page }) => {
      // Home, with the uploaded hero filling its band; the products' grid, the one page with an
      // uploaded card among the host's (its box held by the uploaded crop's own size); and a
      // project, whose before and after its island draws.
      for (const path of [pageKinds.home, '/products', pageKinds.project]) {
        const release = await holdPhotos(page);
        // Not until `load`, which waits for the held hero.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForPageScript(page);
        // Every part live (a project's before and after is its comparison from then on), so that
        // only the photos change between the two measurements.
        const before = await pageLayout(page);
        // Photos there are, held: three on a project's page.
        expect(before.photos, path).toBeGreaterThanOrEqual(3);
        release();
        await loadEveryPhoto(page);
        expect(await pageLayout(page), path).toEqual(before);
        await page.unrouteAll();
      }
    });
  });
});
