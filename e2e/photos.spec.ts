import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  photoVariants,
  type PhotoVariant,
  type PhotoVariantOption,
} from '../scripts/photoVariants.mjs';
import { documentFileFor } from '../build-time/buildSite.ts';
import { directiveSources } from '../src/app/document/securityPolicy.ts';
import { imageHost } from '../src/content/images.ts';
import { notFoundDocument, serviceWorkerFile } from '../src/content/paths.ts';
import { sitePaths } from '../src/content/pages.ts';
import {
  test as base,
  expect,
  gotoControlled,
  loadEveryPhoto,
  projectSample,
  waitForPageScript,
} from './fixtures.ts';

// Photos through the site's own origin (src/content/photoSource.ts), run against the variant
// build with that setting (playwright.config.ts). The host's rewrite is stood in for in the
// browser: every photo request to the site's photo path is answered with the local fixture
// (fixtures.ts), so nothing leaves the machine (scripts/serve.mjs's proxy has its own test in server.spec.ts).

const test = base.extend<PhotoVariantOption & { origin: string }>({
  // Set by the variant's project; this value only types it.
  photoVariant: [{ ...(photoVariants[0] as PhotoVariant), outDir: '' }, { option: true }],
  /** The variant site's origin, where its server runs. */
  origin: async ({ baseURL }, use) => use(baseURL ?? ''),
});

const imageHostName = new URL(imageHost).hostname;

/** A file of the variant build, as the host gets it. */
const builtFile = (variant: PhotoVariantOption['photoVariant'], file: string) =>
  readFileSync(new URL(`../${variant.outDir}/${file}`, import.meta.url), 'utf8');

/** Every request URL the page makes from now on, the ones answered in the browser included. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Every photo the page shows (not the kiosk's QR codes, hidden elsewhere): its URL and whether it has pixels. */
const shownPhotos = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => image.checkVisibility())
      .map((image) => ({
        src: image.currentSrc,
        complete: image.complete,
        width: image.naturalWidth,
      })),
  );

/** The policy's image and connection sources: the site's own origin (and data: images) alone. */
function expectNoOtherImageOrigin(policy: string) {
  expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:']);
  expect(directiveSources(policy, 'connect-src')).toEqual(["'self'"]);
  expect(policy).not.toContain(imageHostName);
}

// Every document's photo addresses, policy and hints are checked in Node (build-time/documents);
// here, what the browser asks for: Home, a project with its before and after, a page with none.
for (const path of ['/', projectSample, '/no-such-page']) {
  test(`${path}: photos, policy and hints stay on the site's own origin`, async ({
    page,
    origin,
    photoVariant,
    allowConsole,
  }) => {
    if (path === '/no-such-page') allowConsole(/status of 404/);
    const requests = requestsOf(page);
    const response = await page.goto(path);
    await waitForPageScript(page);

    // The page's policy is its meta tag; the host's header says only what a meta cannot.
    // Nothing to preconnect to.
    const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
    expectNoOtherImageOrigin((await meta.getAttribute('content')) ?? '');
    expect(await response?.headerValue('content-security-policy')).toBe("frame-ancestors 'none'");
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);

    // Every photo of the page is asked for, the lazy ones too.
    await loadEveryPhoto(page);
    const photoRequests = requests.filter((url) => /\/photo-[\w-]+\?/.test(url));
    for (const url of photoRequests) {
      expect(new URL(url).origin, url).toBe(origin);
      expect(new URL(url).pathname, url).toMatch(
        new RegExp(`^${photoVariant.photoSource.path}/photo-`),
      );
    }
    expect(requests.filter((url) => new URL(url).hostname === imageHostName)).toEqual([]);

    const shown = await shownPhotos(page);
    for (const image of shown) {
      expect(image.src.startsWith(`${origin}${photoVariant.photoSource.path}/`), image.src).toBe(
        true,
      );
      expect(image.complete && image.width > 0, `${image.src} shows`).toBe(true);
    }
    // The pages with photos show them all (Contact and the 404 page have none).
    expect(photoRequests.length > 0).toBe(shown.length > 0);
  });
}

test('the build names no other image origin, and tells Netlify to forward the photo path', async ({
  request,
  photoVariant,
}) => {
  const headers = builtFile(photoVariant, '_headers');
  // The service worker's policy: the site's policy that _headers states in full.
  const worker = headers
    .split(/\n\s*\n/)
    .find((block) => block.startsWith(`/${serviceWorkerFile}\n`));
  expectNoOtherImageOrigin(/Content-Security-Policy: (.*)/.exec(worker ?? '')?.[1] ?? '');
  // Structured data included: every photo URL of every page is on the site's origin.
  for (const url of [...sitePaths, notFoundDocument]) {
    expect(builtFile(photoVariant, documentFileFor(url)), url).not.toContain(imageHostName);
  }

  const rules = builtFile(photoVariant, '_redirects')
    .split('\n')
    .filter((line) => line.startsWith('/'));
  expect(rules).toContain(`${photoVariant.photoSource.path}/*  ${imageHost}/:splat  200`);
  expect(rules.filter((rule) => rule.includes(imageHost))).toHaveLength(1);
  // The host reads it; it is not a page of the site.
  expect((await request.get('/_redirects')).status()).toBe(404);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the service worker keeps the photos as the site’s own responses', async ({
    page,
    origin,
    photoVariant,
  }) => {
    await gotoControlled(page, '/');
    await loadEveryPhoto(page);

    const keptPhotos = () =>
      page.evaluate(async () => {
        const cache = await caches.open('photos');
        return Promise.all(
          (await cache.keys()).map(async (request) => {
            const response = await cache.match(request);
            return { url: request.url, status: response?.status, type: response?.type };
          }),
        );
      });
    await expect.poll(async () => (await keptPhotos()).length).toBeGreaterThan(0);
    for (const kept of await keptPhotos()) {
      expect(new URL(kept.url).origin, kept.url).toBe(origin);
      expect(new URL(kept.url).pathname, kept.url).toMatch(
        new RegExp(`^${photoVariant.photoSource.path}/photo-`),
      );
      // Same-origin: a readable 200, not the opaque answer of a cross-origin photo.
      expect(kept, kept.url).toMatchObject({ status: 200, type: 'basic' });
    }
  });
});
