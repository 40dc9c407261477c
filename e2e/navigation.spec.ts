import type { Page } from '@playwright/test';
import { about, home, products } from './words.ts';
import { imageHost } from '../src/content/images.ts';
import { kioskReturnStorageKey } from '../src/content/storageKeys.ts';
import {
  expect,
  expectNoTrail,
  gotoKiosk,
  gotoReady,
  holdRequests,
  holdScripts,
  kioskSettings,
  renderedFrame,
  projectSample,
  test,
  waitForKiosk,
  waitForPageScript,
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
      await gotoReady(page, '/');
      await scrollTo(page, 2400);
      await expect.poll(() => scrollY(page)).toBe(2400);

      await clickInPlace(page, 'PRODUCTS');
      await expect(heading(page)).toHaveText(products.page.title);
      // A new page starts at the top.
      expect(await settledScrollY(page)).toBe(0);
      await scrollTo(page, 700);

      await page.goBack();
      await expect(heading(page)).toHaveText(home.hero.title);
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);

      await page.goForward();
      await expect(heading(page)).toHaveText(products.page.title);
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(700, -1);
    });
  });
}

/** Leaves Home 2400 px down for Products: the entry a reload then Back returns to. */
async function leaveHomeDeepForProducts(page: Page) {
  await gotoReady(page, '/');
  await scrollTo(page, 2400);
  await expect.poll(() => scrollY(page)).toBe(2400);
  await clickInPlace(page, 'PRODUCTS');
  await expect(heading(page)).toHaveText(products.page.title);
}

test('after a reload, Back returns to where the visitor was on the entry before', async ({
  page,
}) => {
  await leaveHomeDeepForProducts(page);
  // The reloaded document did not create the entry before it, but Chromium keeps that entry with
  // it: Back is a navigation within the page, which the app must place as it placed the first.
  await page.reload();
  await waitForPageScript(page);
  await page.goBack();
  await expect(heading(page)).toHaveText(home.hero.title);
  await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);
  // And it stays there: nothing arriving later moves it.
  const landed = await settledScrollY(page);
  await waitForPageScript(page);
  await renderedFrame(page);
  expect(await settledScrollY(page)).toBe(landed);
});

test('Back pressed after a reload, before its code arrives, shows the entry’s page and place', async ({
  page,
}) => {
  await leaveHomeDeepForProducts(page);
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(heading(page)).toHaveText(products.page.title);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/:\d+\/$/);
  // The page of the address, not the one that was on screen: Home, prerendered.
  await expect(heading(page)).toHaveText(home.hero.title);
  release();
  await waitForPageScript(page);
  await expect.poll(() => settledScrollY(page)).toBeCloseTo(2400, -1);
});

// Scroll restoration is the browser's, on every document: a page whose length changed after its
// load (an island, a photo) would be the one to break it. Two such, beside Home above.
test.describe('Back on an inner page', () => {
  for (const path of ['/estimate', projectSample]) {
    test(`returns to the bottom of ${path} from a shorter page`, async ({ page }) => {
      await gotoReady(page, path);
      const title = await heading(page).textContent();
      const bottom = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      await scrollTo(page, bottom);
      // CONTACT is the shortest page: the browser alone would cut the place to its height.
      await clickInPlace(page, 'CONTACT');
      await expect(heading(page)).not.toHaveText(title ?? '');

      await page.goBack();
      await expect(heading(page)).toHaveText(title ?? '');
      await expect.poll(() => settledScrollY(page)).toBeCloseTo(bottom, -1);
    });
  }
});

/**
 * Records, in the tab's sessionStorage, whether a page being left started a view transition
 * (`pageswap`) and whether a page arriving revealed with one (`pagereveal`), each under its path:
 * the first page's own reveal, with none, is not taken for the next one's.
 */
const recordViewTransitions = (page: Page) =>
  page.addInitScript(() => {
    for (const type of ['pageswap', 'pagereveal'])
      addEventListener(type, (event) => {
        const { viewTransition } = event as Event & { viewTransition: ViewTransition | null };
        sessionStorage.setItem(
          `${type} ${location.pathname}`,
          viewTransition ? 'transition' : 'none',
        );
      });
  });
/** What `recordViewTransitions` saw the page at `path` do (null: not yet). */
const transitionSeen = (page: Page, type: 'pageswap' | 'pagereveal', path: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `${type} ${path}`);

/** Follows the main navigation's PRODUCTS link, and waits for its page. */
async function openProducts(page: Page) {
  await mainNav(page).getByRole('link', { name: 'PRODUCTS' }).click();
  await expect(heading(page)).toHaveText(products.page.title);
}
/** What the Products page revealed with, once it has. */
const productsReveal = (page: Page) => transitionSeen(page, 'pagereveal', '/products');

test.describe('a route change', () => {
  test('starts a view transition on a nav click, with the fade of the tokens', async ({ page }) => {
    await recordViewTransitions(page);
    await gotoReady(page, '/');
    // The stylesheet's fade: out in 150 ms, in for 250 ms after it (styles/_tokens.scss).
    const fade = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const optIn = rules.some((rule) => rule.cssText.startsWith('@view-transition'));
      const style = getComputedStyle(document.documentElement);
      const ms = (name: string) => {
        const value = style.getPropertyValue(name).trim();
        return Number.parseFloat(value) * (value.endsWith('ms') ? 1 : 1000);
      };
      return [optIn, ms('--page-exit'), ms('--page-enter')];
    });
    expect(fade).toEqual([true, 150, 250]);
    await openProducts(page);
    // The page left began the transition, and the page arriving plays it: its opt-in is known
    // before its first frame, however late its stylesheet arrives.
    expect(await transitionSeen(page, 'pageswap', '/')).toBe('transition');
    await expect.poll(() => productsReveal(page)).toBe('transition');
  });

  test('plays the fade in a kiosk too', async ({ page }) => {
    await recordViewTransitions(page);
    await gotoKiosk(page, '/?kiosk=1');
    await openProducts(page);
    await expect.poll(() => productsReveal(page)).toBe('transition');
  });

  test('is instant with Animations Off', async ({ page }) => {
    await recordViewTransitions(page);
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Animations' }).click();
    await expect(page.getByRole('button', { name: 'Animations' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await openProducts(page);
    // Skipped as the old page leaves: the new one reveals without one.
    await expect.poll(() => productsReveal(page)).toBe('none');
  });

  test.describe('with the OS asking for less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('is instant', async ({ page }) => {
      await recordViewTransitions(page);
      await gotoReady(page, '/');
      await openProducts(page);
      await expect.poll(() => productsReveal(page)).toBe('none');
    });
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
    await gotoReady(page, '/');
    const styles = await motionInStyles(page);
    expect(styles.scrollBehavior).toBe('smooth');
    expect(styles.longest).toBeGreaterThan(0.1);
    expect(styles.scrollLinked).toBeGreaterThan(20);
  });

  test('switched off, nothing in CSS moves', async ({ page }) => {
    await gotoReady(page, '/');
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
      await gotoReady(page, '/');
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
    { url: '/index.html', route: '/', title: home.hero.title },
    { url: '/about/', route: '/about', title: about.page.title },
    { url: '/about/index.html', route: '/about', title: about.page.title },
    { url: '/products/index.html?ref=mail#top', route: '/products', title: products.page.title },
  ];

  // What the host sends for each form: the document made for the page, which names its clean
  // address and asks to be indexed there.
  test('is answered with the document made for its page', async ({ request }) => {
    for (const { url, route, title } of forms) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`>${title.replaceAll('&', '&amp;')}</h1>`);
      const canonical = /<link rel="canonical" href="([^"]+)"/u.exec(html)?.[1] ?? '';
      expect(new URL(canonical).pathname, url).toBe(route);
      expect(html, url).not.toContain('<meta name="robots"');
    }
  });

  // The page script puts the page at its clean address, with the query and the fragment: the same
  // code for every form (src/lib/documentPath.test.ts has them all).
  test('shows the page at its clean URL', async ({ page }) => {
    await gotoReady(page, '/products/index.html?ref=mail#top');
    await expect(heading(page)).toHaveText(products.page.title);
    expect(new URL(page.url()).pathname).toBe('/products');
    expect(new URL(page.url()).search).toBe('?ref=mail');
    expect(new URL(page.url()).hash).toBe('#top');
  });
});

test('a kiosk reset leaves no trail in the history, back or forward', async ({ page }) => {
  await page.clock.install();
  // The photos are held until the kiosk's code has run on its first page once more, on its way to
  // Home: until then, as on a slow network, that page has not finished loading, and a script's
  // navigation would replace its entry in the history (seen failing, as it did now and then
  // when the photos came first). Held from the start, so none comes from the browser's cache.
  const release = await holdRequests(page, `${imageHost}/**`);
  await page.goto('/?kiosk=1', { waitUntil: 'commit' });
  await waitForKiosk(page);
  await mainNav(page).getByRole('link', { name: 'ABOUT' }).click();
  await expect(heading(page)).toHaveText(about.page.title);
  await mainNav(page).getByRole('link', { name: 'PRODUCTS' }).click();
  await expect(heading(page)).toHaveText(products.page.title);
  // The kiosk's code comes after the page's own: its idle count starts with it.
  await waitForKiosk(page);

  // The idle timeout without input (on the page's clock, run on at once): Home, as a new entry
  // after the kiosk's first page, every entry of the last visitor's gone.
  await page.clock.fastForward(kioskSettings.idleSeconds * 1000);
  await page.waitForFunction(
    ({ key, left }) =>
      window.location.pathname !== left && window.sessionStorage.getItem(key) === null,
    { key: kioskReturnStorageKey, left: '/products' },
  );
  release();
  await expect(page).toHaveURL('/');
  await expect(heading(page)).toHaveText(home.hero.title);
  await expectNoTrail(page, '/?kiosk=1');
});
