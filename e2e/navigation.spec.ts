import type { Page } from '@playwright/test';
import { about, chrome, home, navLabel, products } from './words.ts';
import { imageHost } from '../src/content/images.ts';
import { kioskReturnStorageKey } from '../src/content/storageKeys.ts';
import {
  expect,
  expectNoTrail,
  gotoReady,
  holdRequests,
  holdScripts,
  kioskSettings,
  pageKinds,
  renderedFrame,
  test,
  waitForKiosk,
  waitForPageScript,
} from './fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
const mainNav = (page: Page) => page.getByRole('navigation', { name: chrome.primaryNavLabel });
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

// The browser restores the place, in either motion mode the same way: reduced motion changes only
// whether the route change's fade plays (src/firstPaint/viewTransitions.ts skips it) and the
// root's smooth scrolling, which is for the page's own scrolls, not the browser's restoring of
// one. Tried with motion, where the fade plays over the restoring.
test('Back and Forward return to where the visitor was on the long Home page', async ({ page }) => {
  await gotoReady(page, '/');
  await scrollTo(page, 2400);
  await expect.poll(() => scrollY(page)).toBe(2400);

  await clickInPlace(page, navLabel('products'));
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

/** Leaves Home 2400 px down for Products: the entry a reload then Back returns to. */
async function leaveHomeDeepForProducts(page: Page) {
  await gotoReady(page, '/');
  await scrollTo(page, 2400);
  await expect.poll(() => scrollY(page)).toBe(2400);
  await clickInPlace(page, navLabel('products'));
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
// load (an island, a photo) would be the one to break it. Beside Home above, one page of each kind
// with an island: the estimator's page, and a project's, whose before and after wakes as the
// visitor nears the bottom. (The form's kind, the contact page, is the shorter page they leave for.)
test.describe('Back on an inner page', () => {
  for (const path of [pageKinds.island, pageKinds.project]) {
    test(`returns to the bottom of ${path} from a shorter page`, async ({ page }) => {
      await gotoReady(page, path);
      const title = await heading(page).textContent();
      const bottom = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      await scrollTo(page, bottom);
      // The contact page is the shortest: the browser alone would cut the place to its height.
      await clickInPlace(page, navLabel('contact'));
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

/** Follows the main navigation's link to Products, and waits for its page. */
async function openProducts(page: Page) {
  await mainNav(page)
    .getByRole('link', { name: navLabel('products') })
    .click();
  await expect(heading(page)).toHaveText(products.page.title);
}
/** What the Products page revealed with, once it has. */
const productsReveal = (page: Page) => transitionSeen(page, 'pagereveal', '/products');

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
/** The styles of a page that moves nothing. */
const still = { scrollBehavior: 'auto', longest: 0, scrollLinked: 0 };

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

  test('is instant with Animations Off, which takes every motion out of the styles', async ({
    page,
  }) => {
    await recordViewTransitions(page);
    await gotoReady(page, '/');
    // With the switch on, the page scrolls smoothly, buttons ease and the story moves.
    const moving = await motionInStyles(page);
    expect(moving.scrollBehavior).toBe('smooth');
    expect(moving.longest).toBeGreaterThan(0.1);
    expect(moving.scrollLinked).toBeGreaterThan(20);
    const toggle = page.getByRole('button', { name: chrome.motionLabel });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await motionInStyles(page)).toEqual(still);
    await openProducts(page);
    // Skipped as the old page leaves: the new one reveals without one.
    await expect.poll(() => productsReveal(page)).toBe('none');
  });

  test.describe('with the OS asking for less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('is instant, and nothing in the styles moves', async ({ page }) => {
      await recordViewTransitions(page);
      await gotoReady(page, '/');
      expect(await motionInStyles(page)).toEqual(still);
      await openProducts(page);
      await expect.poll(() => productsReveal(page)).toBe('none');
    });
  });
});

// The page script puts the page at its clean address, with the query and the fragment: the same
// code for every form (src/lib/documentPath.test.ts has them all). What the host sends for each
// form is the document made for the page, which names its clean address (documents.test.ts
// beside src/app/document; the static server's rules: scripts/serve.test.mjs).
test('a document asked for by another form of its URL is shown at its clean URL', async ({
  page,
}) => {
  await gotoReady(page, '/products/index.html?ref=mail#top');
  await expect(heading(page)).toHaveText(products.page.title);
  expect(new URL(page.url()).pathname).toBe('/products');
  expect(new URL(page.url()).search).toBe('?ref=mail');
  expect(new URL(page.url()).hash).toBe('#top');
});

test('a kiosk changes pages with the fade, and its reset leaves no trail in the history', async ({
  page,
}) => {
  await recordViewTransitions(page);
  await page.clock.install();
  // The photos are held until the kiosk's code has run on its first page once more, on its way to
  // Home: until then, as on a slow network, that page has not finished loading, and a script's
  // navigation would replace its entry in the history (seen failing, as it did now and then
  // when the photos came first). Held from the start, so none comes from the browser's cache.
  const release = await holdRequests(page, `${imageHost}/**`);
  await page.goto('/?kiosk=1', { waitUntil: 'commit' });
  await waitForKiosk(page);
  await mainNav(page)
    .getByRole('link', { name: navLabel('about') })
    .click();
  await expect(heading(page)).toHaveText(about.page.title);
  await openProducts(page);
  await expect.poll(() => productsReveal(page)).toBe('transition');
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
