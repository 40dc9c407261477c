import type { Page } from '@playwright/test';
import { kioskTiming } from '../src/kiosk/content/kiosk.ts';
import { aboutPage } from '../src/content/about.ts';
import { pageLoadErrorText } from '../src/content/errors.ts';
import { heroText } from '../src/content/home.ts';
import { productsPage } from '../src/content/products.ts';
import {
  expect,
  gotoHydrated,
  gotoKiosk,
  holdScripts,
  renderedFrame,
  routesUnderTest,
  test,
  waitForHydration,
  waitForSlices,
} from './fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Clicks a link where it is on screen, as a visitor's pointer does. (Playwright's own click
 * scrolls the sticky header's links "into view" first, which moves the page under test.)
 */
async function clickInPlace(page: Page, name: string) {
  const box = await mainNav(page).getByRole('link', { name }).boundingBox();
  if (!box) throw new Error(`The ${name} link is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Where the window settles: polled until two reads a frame apart agree. */
async function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let last = -1;
    while (last !== window.scrollY) {
      last = window.scrollY;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    return last;
  });
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`Back and Forward (${reducedMotion})`, () => {
    test.use({ reducedMotion });

    test('return to where the visitor was on the long Home page', async ({ page }) => {
      await gotoHydrated(page, '/');
      await scrollTo(page, 2400);
      await expect.poll(() => scrollY(page)).toBe(2400);

      await clickInPlace(page, 'PRODUCTS');
      await expect(heading(page)).toHaveText(productsPage.title);
      // A new page starts at the top.
      expect(await settledScrollY(page)).toBe(0);
      await scrollTo(page, 700);

      await page.goBack();
      await expect(heading(page)).toHaveText(heroText.title);
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);

      await page.goForward();
      await expect(heading(page)).toHaveText(productsPage.title);
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(700, -1);
    });
  });
}

/** Leaves Home 2400 px down for Products: the entry a reload then Back returns to. */
async function leaveHomeDeepForProducts(page: Page) {
  await gotoHydrated(page, '/');
  await scrollTo(page, 2400);
  await expect.poll(() => scrollY(page)).toBe(2400);
  await clickInPlace(page, 'PRODUCTS');
  await expect(heading(page)).toHaveText(productsPage.title);
}

test('after a reload, Back returns to where the visitor was on the entry before', async ({
  page,
}) => {
  await leaveHomeDeepForProducts(page);
  // The reloaded document did not create the entry before it, but Chromium keeps that entry with
  // it: Back is a navigation within the page, which the app must place as it placed the first.
  await page.reload();
  await waitForHydration(page);
  await page.goBack();
  await expect(heading(page)).toHaveText(heroText.title);
  await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);
  // And it stays there: nothing arriving later moves it.
  const landed = await settledScrollY(page);
  await waitForSlices(page);
  await renderedFrame(page);
  expect(await settledScrollY(page)).toBe(landed);
});

test('Back pressed after a reload, before its code arrives, shows the entry’s page and place', async ({
  page,
}) => {
  await leaveHomeDeepForProducts(page);
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(heading(page)).toHaveText(productsPage.title);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/:\d+\/$/);
  // The page of the address, not the one that was on screen: Home, prerendered.
  await expect(heading(page)).toHaveText(heroText.title);
  release();
  await waitForHydration(page);
  await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);
});

test.describe('Back on every route', () => {
  for (const path of routesUnderTest.filter((route) => route !== '/')) {
    test(`returns to the bottom of ${path} from a shorter page`, async ({ page }) => {
      await gotoHydrated(page, path);
      const title = await heading(page).textContent();
      const bottom = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      await scrollTo(page, bottom);
      // CONTACT is the shortest page: the browser alone would cut the place to its height.
      await clickInPlace(page, path === '/contact' ? 'PRODUCTS' : 'CONTACT');
      await expect(heading(page)).not.toHaveText(title ?? '');

      await page.goBack();
      await expect(heading(page)).toHaveText(title ?? '');
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(bottom, -1);
    });
  }
});

test.describe('a page whose code does not arrive', () => {
  const pageCode = /\/assets\/.*\.js$/;

  test('keeps the site around it and loads on retry once the network is back', async ({
    page,
    allowConsole,
  }) => {
    // The browser and React report the failed downloads: that is the situation under test.
    allowConsole(/ERR_INTERNET_DISCONNECTED/);
    await gotoHydrated(page, '/');
    // Home's own code (its slices, fetched once the browser is idle) is all in before the
    // network goes: the download under test is the next page's.
    await waitForSlices(page);
    const downloads: string[] = [];
    page.on('request', (request) => {
      if (/ProductsPage/.test(request.url())) downloads.push(request.url());
    });
    await page.route(pageCode, (route) => route.abort('internetdisconnected'));

    await mainNav(page).getByRole('link', { name: 'PRODUCTS' }).click();
    const message = page.getByRole('heading', { level: 1, name: pageLoadErrorText.title });
    await expect(message).toBeVisible();
    await expect(message).toBeFocused();
    await expect(page).toHaveURL('/products');
    await expect(page.getByRole('main')).toContainText(pageLoadErrorText.text);
    // The chrome stays: header, navigation, footer, and the site's own way around.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('contentinfo')).toBeAttached();
    expect(downloads).toHaveLength(1);

    // Still offline: a retry downloads again, and fails the same calm way.
    const retry = page.getByRole('button', { name: pageLoadErrorText.retry });
    await retry.click();
    await expect.poll(() => downloads.length).toBe(2);
    await expect(message).toBeFocused();

    // Back online: the retry brings the page, with focus on its heading, at the top.
    await page.unroute(pageCode);
    await retry.click();
    await expect(heading(page)).toHaveText(productsPage.title);
    await expect(heading(page)).toBeFocused();
    expect(downloads).toHaveLength(3);
  });

  test('is tried again by the next navigation', async ({ page, allowConsole }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED/);
    await gotoHydrated(page, '/');
    await waitForSlices(page);
    await page.route(pageCode, (route) => route.abort('internetdisconnected'));
    await mainNav(page).getByRole('link', { name: 'ABOUT' }).click();
    await expect(page.getByRole('heading', { name: pageLoadErrorText.title })).toBeVisible();

    await page.unroute(pageCode);
    await mainNav(page).getByRole('link', { name: 'ABOUT' }).click();
    await expect(heading(page)).toHaveText(aboutPage.title);
  });

  test('while slow, leaves the current page on screen, never a blank', async ({ page }) => {
    await gotoHydrated(page, '/');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(pageCode, async (route) => {
      held = true;
      await released;
      await route.continue();
    });

    await mainNav(page).getByRole('link', { name: 'PRODUCTS' }).click();
    await expect.poll(() => held).toBe(true);
    // The download is under way: Home stays whole, at full opacity, for as long as it takes.
    for (let frame = 0; frame < 10; frame += 1) {
      await expect(heading(page)).toHaveText(heroText.title);
      const opacity = await page
        .getByRole('main')
        .evaluate((main) =>
          Math.min(
            ...[main, ...main.querySelectorAll(':scope > *')].map((el) =>
              Number(getComputedStyle(el).opacity),
            ),
          ),
        );
      expect(opacity).toBe(1);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }

    release();
    await expect(heading(page)).toHaveText(productsPage.title);
  });
});

test.describe('Animations Off reaches the styles', () => {
  /**
   * The page's scrolling, the longest transition or timed animation anywhere in the document, and
   * how many elements have an animation linked to the scroll (whose duration is `auto`).
   */
  const motionInStyles = (page: Page) =>
    page.evaluate(() => {
      const seconds = (list: string) =>
        Math.max(0, ...list.split(',').map((s) => parseFloat(s) || 0));
      let longest = 0;
      let scrollLinked = 0;
      for (const element of document.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const animated = style.animationName !== 'none';
          if (animated && style.animationTimeline !== 'auto') scrollLinked += 1;
          longest = Math.max(
            longest,
            seconds(style.transitionDuration),
            animated ? seconds(style.animationDuration) : 0,
          );
        }
      }
      return {
        scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
        longest,
        scrollLinked,
      };
    });

  test('with the switch on, the page scrolls smoothly and buttons ease', async ({ page }) => {
    await gotoHydrated(page, '/');
    const styles = await motionInStyles(page);
    expect(styles.scrollBehavior).toBe('smooth');
    expect(styles.longest).toBeGreaterThan(0.1);
    expect(styles.scrollLinked).toBeGreaterThan(20);
  });

  test('switched off, nothing in CSS moves', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Animations' }).click();
    await expect(page.getByRole('button', { name: 'Animations' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await motionInStyles(page)).toEqual({
      scrollBehavior: 'auto',
      longest: 0,
      scrollLinked: 0,
    });
  });

  test.describe('with the OS setting', () => {
    test.use({ reducedMotion: 'reduce' });
    test('nothing in CSS moves', async ({ page }) => {
      await gotoHydrated(page, '/');
      expect(await motionInStyles(page)).toEqual({
        scrollBehavior: 'auto',
        longest: 0,
        scrollLinked: 0,
      });
    });
  });
});

test.describe('every URL form of a document', () => {
  const forms = [
    { url: '/index.html', route: '/', title: heroText.title },
    { url: '/about/', route: '/about', title: aboutPage.title },
    { url: '/about/index.html', route: '/about', title: aboutPage.title },
    { url: '/products/index.html?ref=mail#top', route: '/products', title: productsPage.title },
  ];
  for (const { url, route, title } of forms) {
    test(`${url} is the page it was made for, at its clean URL`, async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(heading(page)).toHaveText(title);
      expect(new URL(page.url()).pathname).toBe(route);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(route);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    });
  }
});

test('a kiosk reset leaves no trail in the history', async ({ page }) => {
  await page.clock.install();
  await gotoKiosk(page, '/?kiosk=1');
  await mainNav(page).getByRole('link', { name: 'ABOUT' }).click();
  await expect(heading(page)).toHaveText(aboutPage.title);
  const entries = await page.evaluate(() => window.history.length);

  // The idle timeout without input (on the page's clock, run on at once): back at Home, in
  // place of the last visitor's page.
  await page.clock.fastForward(kioskTiming.defaultIdleSeconds * 1000);
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/about/);
});
