import { company, products } from './words.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { imageHost } from '../src/content/images.ts';
import { localeNames, localePath } from '../src/content/locales.ts';
import {
  expect,
  gotoControlled,
  gotoReady,
  loadEveryPhoto,
  projectSample,
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

/** Every page's address in the sitemap (both languages), as a path: `/`, `/es/work`. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
    ([, loc = '']) => new URL(loc).pathname,
  );
}

// Which pages the worker keeps is the build's list, checked here for every page; how a kept page
// and its photos load offline is the worker's code, the same for every page: the browser checks
// it on a few below.
test('the worker keeps every page of both languages, from its first visit', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  // Its precache list names each document by its clean address (Home by its file).
  const kept = new Set([...worker.matchAll(/\burl:"([^"]+)"/gu)].map(([, url]) => url));
  const paths = await sitemapPaths(request);
  expect(paths).toContain(localePath('es', projectSample));
  expect(paths.filter((path) => !kept.has(path === '/' ? 'index.html' : path.slice(1)))).toEqual(
    [],
  );
});

test('after one online visit the pages and photos seen load offline', async ({ page, context }) => {
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
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'PRODUCTS' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.page.title);

  // Back online, the site carries on (at a page seen before: the photo host stays unreachable).
  await context.setOffline(false);
  await page.goto(projectSample);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
  for (const path of ['/', projectSample].map((route) => localePath('es', route))) {
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
