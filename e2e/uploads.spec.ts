import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { imageHost } from '../src/content/images.ts';
import {
  expect,
  gotoReady,
  holdRequests,
  loadEveryPhoto,
  projectSample,
  test,
  waitForPageScript,
} from './fixtures.ts';

// The owner's own photos, run against the site built with some (scripts/contentVariants.mjs,
// `uploadedVariant`): the hero from a 4032 x 3024 phone picture with its focus at the bottom, and
// the first product card from a 1200 x 800 one.

const cardAlt = 'Solid oak planks we laid in Denver';

/** The `<source>` of a `<picture>` for WebP on any screen (not the portrait one). */
const webpSource = (page: Page, alt: string) =>
  page.locator('picture', { has: page.getByAltText(alt) }).locator('source:not([media])');

/** Each file and width of a srcset. */
const entries = (srcSet: string) =>
  srcSet.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });

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

/** The hero's `<img>`, once its photo has loaded. */
async function loadedHero(page: Page) {
  const hero = page.locator('#home img').first();
  await expect(hero).toHaveJSProperty('complete', true);
  return hero;
}

test.describe('photos the owner uploaded', () => {
  test('become WebP files of the site’s widths, cut to the card, with width, height and alt', async ({
    page,
    request,
  }) => {
    await gotoReady(page, '/products');
    const image = page.getByAltText(cardAlt);
    await expect(image).toHaveAttribute('width', '1080');
    await expect(image).toHaveAttribute('height', '720');
    await expect(image).toHaveAttribute('src', /^\/media\/solid-oak-[0-9a-f]{8}-667-1080\.jpg$/);

    const srcSet = (await webpSource(page, cardAlt).getAttribute('srcset')) ?? '';
    // The original is 1200 px wide: no file is made wider than it holds.
    expect(entries(srcSet).map(({ width }) => width)).toEqual([480, 768, 1080]);
    for (const { url, width } of entries(srcSet)) {
      expect(url).toMatch(/^\/media\/solid-oak-[0-9a-f]{8}-667-\d+\.webp$/);
      const response = await request.get(url);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const file = await sharp(await response.body()).metadata();
      expect({ width: file.width, height: file.height }).toEqual({
        width,
        height: Math.round((width * 2) / 3),
      });
    }
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
      .toMatch(/\.webp$/);
  });

  test('reach a 4K screen as a 3840 px WebP, while the phone’s original is never published', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 3840, height: 2160 });
    await gotoReady(page, '/');
    const hero = await loadedHero(page);
    const shown = await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(shown).toMatch(/^\/media\/hero-phone-photo-[0-9a-f]{8}-667-3840\.webp$/);
    const file = await request.get(shown);
    expect((await file.body()).length).toBeLessThan(1_000_000);
    expect((await request.get('/media/hero-phone-photo.jpg')).status()).toBe(404);
    // The owner's focus point: the bottom of the photo stays in view where the box crops it.
    await expect(hero).toHaveCSS('object-position', '50% 100%');
  });

  test('give a portrait phone the tall crop of the hero', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await gotoReady(page, '/');
    const hero = await loadedHero(page);
    expect(
      await hero.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
    ).toMatch(/^\/media\/hero-phone-photo-[0-9a-f]{8}-1778-\d+\.webp$/);
    await context.close();
  });

  // Every box of the page, measured with no photo yet arrived, then with every photo arrived, top
  // to bottom. Measured rather than scrolled through with the browser's layout-shift entries, which
  // need frame after frame (see `loadEveryPhoto`): nothing here waits for a frame. Motion is off so
  // that nothing moves for another reason (a section rising into view) between the measurements.
  test.describe('with motion off', () => {
    test.use({ reducedMotion: 'reduce' });

    test('move nothing as they load, from the top of a page to its end', async ({ page }) => {
      // Home's story, a grid of cards, the work's list and a project with its before and after.
      for (const path of ['/', '/products', '/work', projectSample]) {
        const release = await holdPhotos(page);
        // Not until `load`, which waits for the held hero.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await waitForPageScript(page);
        // Every part live (a project's before and after is its comparison from then on), so that
        // only the photos change between the two measurements.
        const before = await pageLayout(page);
        // Photos there are, held: a card each on the work's list, three on a project's page.
        expect(before.photos, path).toBeGreaterThanOrEqual(3);
        release();
        await loadEveryPhoto(page);
        expect(await pageLayout(page), path).toEqual(before);
        await page.unrouteAll();
      }
    });
  });

  test('give search engines the hero as a JPEG on the site', async ({ page, request }) => {
    await page.goto('/');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { image: string };
    const { pathname } = new URL(jsonLd.image);
    expect(pathname).toMatch(/^\/media\/hero-phone-photo-[0-9a-f]{8}-750-1080\.jpg$/);
    const file = await request.get(pathname);
    expect(file.headers()['content-type']).toBe('image/jpeg');
  });
});
