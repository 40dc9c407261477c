import { chrome, navLabel, products, projectSample } from './words.ts';
import type { Page } from '@playwright/test';
import { imageHost } from '../src/content/images.ts';
import { localeNames, localePath } from '../src/content/locales.ts';
import { expect, gotoControlled, gotoReady, loadEveryPhoto, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** The photos shown on the page that the offline worker does not keep (yet). */
const photosNotKept = (page: Page) =>
  page.evaluate(async () => {
    const shown = [...document.images].filter((image) => image.checkVisibility());
    const kept = await Promise.all(shown.map((image) => caches.match(image.currentSrc)));
    return shown.filter((_, index) => !kept[index]).map((image) => image.currentSrc);
  });

// Which pages the worker keeps is the build's list, checked for every page of both languages in
// Node (e2e/built/offline.test.ts), and what each language's app manifest says beside the site's
// other files (src/app/document/siteFiles.test.ts). How a kept page and its photos load offline
// is the worker's code, the same for every page: the browser checks it on a few here.
test('after one online visit, what was seen loads offline in both languages, the switch between them too', async ({
  page,
  context,
}) => {
  await gotoControlled(page, '/');
  // A visit online: Home, a project's story, a catalogue and the contact page, every photo of
  // each, which the worker keeps as they are shown.
  const seen = ['/', projectSample, '/products', '/contact'];
  for (const path of seen) {
    await gotoReady(page, path);
    await loadEveryPhoto(page);
    await expect.poll(() => photosNotKept(page), { message: path }).toEqual([]);
  }

  // The network drops, photo host included: everything must now come from the worker.
  await context.unroute(`${imageHost}/**`);
  await context.setOffline(true);
  for (const path of [...seen, '/contact?kiosk=1']) {
    await gotoReady(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every photo of the page is asked for, and has arrived or failed.
    await loadEveryPhoto(page);
    const broken = await page.evaluate(
      () =>
        [...document.images].filter((image) => image.complete && image.naturalWidth === 0).length,
    );
    expect(broken, `photos missing offline on ${path}`).toBe(0);
  }

  // Following a link offline, as a visitor does.
  await gotoReady(page, '/');
  await page
    .getByRole('navigation', { name: chrome.primaryNavLabel })
    .getByRole('link', { name: navLabel('products') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.page.title);

  // The Spanish pages, never seen online, were kept from the first visit; from one of them, the
  // switch leads back to English.
  for (const path of ['/', projectSample].map((route) => localePath('es', route))) {
    await gotoReady(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back online, the site carries on (at a page seen before: the photo host stays unreachable).
  await context.setOffline(false);
  await page.goto(projectSample);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
