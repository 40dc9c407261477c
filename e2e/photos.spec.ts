import type { Page } from '@playwright/test';
import {
  photoVariants,
  type PhotoVariant,
  type PhotoVariantOption,
} from '../scripts/photoVariants.mjs';
import { directiveSources } from '../src/app/document/securityPolicy.ts';
import { imageHost } from '../src/content/images.ts';
import {
  test as base,
  expect,
  gotoControlled,
  loadEveryPhoto,
  pageKinds,
  waitForPageScript,
} from './fixtures.ts';

// Photos through the site's own origin (src/content/schema/photos.ts), run against the variant
// build with that setting (playwright.config.ts). The host's rewrite is stood in for in the
// browser: every photo request to the site's photo path is answered with the local fixture
// (fixtures.ts), so nothing leaves the machine (scripts/serve.mjs's proxy has its own tests:
// scripts/serve.test.mjs).
// What the build wrote (its documents, _headers and _redirects) is read in Node:
// e2e/built/photos.test.ts.

const test = base.extend<PhotoVariantOption & { origin: string }>({
  // Set by the variant's project; this value only types it.
  photoVariant: [{ ...(photoVariants[0] as PhotoVariant), outDir: '' }, { option: true }],
  /** The variant site's origin, where its server runs. */
  origin: async ({ baseURL }, use) => use(baseURL ?? ''),
});

const imageHostName = new URL(imageHost).hostname;

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

// Every document's photo addresses, policy and hints are checked in Node (the tests beside the
// policy, and e2e/built/photos.test.ts on this build); here, what the browser asks for, on the two
// kinds of page that draw their photos differently: Home, whose page render draws them (its hero's
// crop chosen by the screen), and a project, whose before and after its island draws from its
// props.
for (const path of [pageKinds.home, pageKinds.project]) {
  test(`${path}: photos, policy and hints stay on the site's own origin`, async ({
    page,
    origin,
    photoVariant,
  }) => {
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
    expect(shown.length).toBeGreaterThan(0);
    for (const image of shown) {
      expect(image.src.startsWith(`${origin}${photoVariant.photoSource.path}/`), image.src).toBe(
        true,
      );
      expect(image.complete && image.width > 0, `${image.src} shows`).toBe(true);
      expect(photoRequests, image.src).toContain(image.src);
    }
  });
}

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
