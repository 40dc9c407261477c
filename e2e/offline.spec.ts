import { company } from '../src/content/company.ts';
import type { Page } from '@playwright/test';
import { imageHost } from '../src/content/images.ts';
import { localeNames, localePath } from '../src/content/locales.ts';
import {
  expect,
  gotoControlled,
  gotoReady,
  loadEveryPhoto,
  routesUnderTest,
  test,
} from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

/** The photos shown on the page that the offline worker does not keep (yet). */
const photosNotKept = (page: Page) =>
  page.evaluate(async () => {
    const shown = [...document.images].filter((image) => image.checkVisibility());
    const kept = await Promise.all(shown.map((image) => caches.match(image.currentSrc)));
    return shown.filter((_, index) => !kept[index]).map((image) => image.currentSrc);
  });

test('after one online visit every route loads and works offline', async ({ page, context }) => {
  // A whole day's visit, page by page, then every page again offline: a long story.
  test.slow();
  await gotoControlled(page, '/');
  // A day online: every page is looked at, every photo of it too, and the worker keeps them.
  for (const path of routesUnderTest) {
    await gotoReady(page, path);
    await loadEveryPhoto(page);
    await expect.poll(() => photosNotKept(page), { message: path }).toEqual([]);
  }

  // The network drops, photo host included: everything must now come from the worker.
  await context.unroute(`${imageHost}/**`);
  await context.setOffline(true);
  for (const path of [...routesUnderTest, '/contact?kiosk=1']) {
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

  // Client-side navigation works offline too: the page chunks are cached.
  await gotoReady(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'SERVICES' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'From first sketch to final coat',
  );

  // Back online, the site carries on.
  await context.setOffline(false);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
});

test('the web app manifest makes the site installable full screen', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    start_url: string;
    lang: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe(company.name);
  expect(['fullscreen', 'standalone']).toContain(manifest.display);
  expect(manifest.start_url).toBe('/');
  expect(manifest.lang).toBe('en');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  }
});

test('the worker keeps the Spanish pages too, and the switch between the two works offline', async ({
  page,
  context,
}) => {
  await gotoControlled(page, '/');
  await context.setOffline(true);
  for (const path of routesUnderTest.map((route) => localePath('es', route))) {
    await gotoReady(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('installed from a Spanish page, the site opens in Spanish', async ({ page, request }) => {
  await gotoReady(page, localePath('es', '/products'));
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    start_url: string;
    lang: string;
    description: string;
  };
  expect(manifest).toMatchObject({ start_url: localePath('es', '/'), lang: 'es' });
  const description = await page.request.get(localePath('es', '/'));
  expect(await description.text()).toContain(`content="${manifest.description}"`);
});
