import type { Page } from '@playwright/test';
import { getInTouchText, heroText, locationsSection } from '../src/content/home.ts';
import { contactPage } from '../src/content/contact.ts';
import { productsPage } from '../src/content/products.ts';
import { kioskTiming } from '../src/kiosk/content/kiosk.ts';
import {
  builtManifest,
  expect,
  gotoHydrated,
  gotoKiosk,
  kioskIdleReset,
  renderedFrame,
  test,
} from './fixtures.ts';

// Home's story below the first screen hydrates in slices (src/lib/lazySlice.tsx), each with its
// own code: fetched when it nears the viewport, or when the browser is first idle.

/** Home's slices in page order, each with the source module its code comes in. */
const slices = {
  welcome: 'pages/home/sections/WelcomeSection',
  'simple-band': 'pages/home/sections/SimpleBandSection',
  // The two teasers share one module.
  'products-teaser': 'pages/home/sections/TeaserSection',
  'services-teaser': 'pages/home/sections/TeaserSection',
  stats: 'pages/home/sections/StatsSection',
  locations: 'pages/home/sections/LocationsSection',
  'get-in-touch': 'pages/home/sections/GetInTouchSection',
} as const;
type SliceName = keyof typeof slices;

const manifest = builtManifest();

/** The built file of a slice's own module. */
function chunkOf(slice: SliceName): string {
  const file = manifest[`src/${slices[slice]}.tsx`]?.file;
  if (!file) throw new Error(`The ${slice} slice's module has no chunk of its own`);
  return `/${file}`;
}

/** The paths of the scripts the page requests from now on. */
function requestedScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

/**
 * A browser that is never idle: `requestIdleCallback` never calls back, so only nearing the
 * viewport brings a slice's code. (A browser API, not the site's code, is replaced.)
 */
const neverIdle = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

const slice = (page: Page, name: SliceName) => page.locator(`[data-slice="${name}"]`);
const hydratedSlice = (page: Page, name: SliceName) =>
  page.locator(`[data-slice="${name}"][data-slice-hydrated]`);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls so the top of a slice is `screens` viewport heights below the viewport's top. */
async function scrollSliceTo(page: Page, name: SliceName, screens: number) {
  await slice(page, name).evaluate((element, below) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight * below, behavior: 'instant' });
  }, screens);
}

test.describe('Home in slices', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a section far below waits, complete in the HTML, until the visitor nears it', async ({
    page,
  }) => {
    await neverIdle(page);
    const requested = requestedScripts(page);
    await gotoHydrated(page, '/');
    // The slices' observers have reported the first screen: the one just below it is live.
    await expect(hydratedSlice(page, 'welcome')).toHaveCount(1);

    // Far below the first screen: its HTML is all there, its code is not.
    await expect(page.getByRole('heading', { name: locationsSection.title })).toBeAttached();
    await expect(slice(page, 'locations').getByRole('heading', { level: 3 })).toHaveCount(5);
    expect(requested).not.toContain(chunkOf('locations'));
    await expect(hydratedSlice(page, 'locations')).toHaveCount(0);

    // Its top a screen and a half below the viewport: still nothing. Half a screen below: its
    // code comes, and it hydrates below the fold, where its cards are put in place to rise.
    await scrollSliceTo(page, 'locations', 2.5);
    // The slice's observer has reported the scroll (and a frame later its import would be out).
    await renderedFrame(page);
    await renderedFrame(page);
    expect(requested).not.toContain(chunkOf('locations'));
    await scrollSliceTo(page, 'locations', 1.5);
    await expect(hydratedSlice(page, 'locations')).toHaveCount(1);
    expect(requested).toContain(chunkOf('locations'));
    const cards = slice(page, 'locations').locator('li[data-reveal]');

    // Scrolled into view, its cards have risen into place, as before it hydrated.
    await scrollSliceTo(page, 'locations', 0.2);
    for (const card of await cards.all()) {
      await expect.poll(() => card.evaluate((li) => getComputedStyle(li).opacity)).toBe('1');
    }
  });

  test('the links of a section work while its code is still on its way', async ({ page }) => {
    await neverIdle(page);
    // Its code never arrives in this test.
    await page.route(`**${chunkOf('get-in-touch')}`, () => undefined);
    await gotoHydrated(page, '/');
    await scrollSliceTo(page, 'get-in-touch', 0);
    await expect(hydratedSlice(page, 'get-in-touch')).toHaveCount(0);

    await slice(page, 'get-in-touch').getByRole('link', { name: getInTouchText.cta }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.title);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('once the browser is idle, every slice hydrates without a scroll', async ({ page }) => {
    const requested = requestedScripts(page);
    await gotoHydrated(page, '/');
    for (const name of Object.keys(slices) as SliceName[]) {
      await expect(hydratedSlice(page, name)).toHaveCount(1);
      expect(requested).toContain(chunkOf(name));
    }
    expect(await scrollY(page)).toBe(0);
  });

  test('a reload deep in the story lands there, and hydrates what is there first', async ({
    page,
  }) => {
    await neverIdle(page);
    await gotoHydrated(page, '/');
    await scrollSliceTo(page, 'stats', 0);
    const place = await scrollY(page);

    const requested = requestedScripts(page);
    await page.reload();
    // The browser restores a reload itself, by an element near the top of the screen, and now
    // and then lands a few pixels off (3 px, seen with an identical layout): not a place lost.
    await expect.poll(async () => Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(4);
    const landed = await scrollY(page);
    await expect(hydratedSlice(page, 'stats')).toHaveCount(1);
    // The stats count up from where the visitor is, while the story's start waits.
    expect(requested).toContain(chunkOf('stats'));
    expect(requested).not.toContain(chunkOf('welcome'));
    // Hydrating moved nothing.
    expect(await scrollY(page)).toBe(landed);
  });

  test('Back to a deep place lands there, on the whole story', async ({ page }) => {
    await neverIdle(page);
    await gotoHydrated(page, '/');
    await scrollSliceTo(page, 'locations', 0);
    const place = await scrollY(page);

    // Clicked where it is, as a pointer does (Playwright's click would scroll the sticky header).
    const link = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'PRODUCTS' })
      .boundingBox();
    if (!link) throw new Error('The PRODUCTS link is not on screen');
    await page.mouse.click(link.x + link.width / 2, link.y + link.height / 2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productsPage.title);

    // Home is built anew, from code: every slice is in before it is shown.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroText.title);
    await expect.poll(() => scrollY(page)).toBe(place);
    await expect(page.locator('[data-slice][data-slice-hydrated]')).toHaveCount(
      Object.keys(slices).length,
    );
    await expect(page.getByRole('heading', { name: locationsSection.title })).toBeInViewport();
  });
});

test.describe('the kiosk attract loop on a sliced Home', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 1920, height: 1080 } });

  test('passes through every section, each hydrated before it comes into view', async ({
    page,
  }) => {
    // The loop's pace is 70 px a second of the page's clock; the test moves that clock on five
    // seconds (a third of a screen) at a time, which the loop's next frame takes as one step,
    // and after each step lets the browser render (the slices' observers see the scroll as a
    // visitor's screen would) and any slice whose code was asked for arrive, as it would in the
    // 15 s the loop takes to cross the screen ahead.
    await page.clock.install();
    await neverIdle(page);
    // For each slice, how far below the viewport's bottom its top was when it hydrated.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { sliceHydratedAt: seen });
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (!(target instanceof HTMLElement) || target.dataset.slice === undefined) continue;
          // A slice marked while it has no box (Home made anew by the idle reset, mounting in
          // the page transition) is not in view: as far below as can be.
          seen[target.dataset.slice] ??=
            target.getClientRects().length === 0
              ? Infinity
              : target.getBoundingClientRect().top - window.innerHeight;
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-slice-hydrated'],
      });
    });
    await gotoKiosk(page, '/?kiosk=1');

    // The idle reset (Home made anew), the attract pause, then the loop down to the end of the
    // page the loop goes through.
    await kioskIdleReset(page);
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    await page.clock.fastForward(kioskTiming.attractPauseSeconds * 1000);
    for (let step = 0; (await scrollY(page)) < end - 1; step += 1) {
      expect(step, 'the loop reached the end of the story').toBeLessThan(60);
      await page.clock.fastForward(5000);
      await renderedFrame(page);
      // A slice within a screen of the viewport was asked for: it has its code and is live.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-slice]')].every(
          (slice) =>
            slice.getBoundingClientRect().top > 2 * window.innerHeight ||
            slice.hasAttribute('data-slice-hydrated'),
        ),
      );
    }

    const hydratedAt = await page.evaluate(
      () => (window as unknown as { sliceHydratedAt: Record<string, number> }).sliceHydratedAt,
    );
    expect(Object.keys(hydratedAt).sort()).toEqual(Object.keys(slices).sort());
    // A slice that starts below the first screen is live before its top shows.
    for (const [name, below] of Object.entries(hydratedAt)) {
      if (name !== 'welcome') expect(below, name).toBeGreaterThan(0);
    }
  });
});
