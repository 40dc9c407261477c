import type { Locator, Page } from '@playwright/test';
import { formatStat } from '../src/content/stats.ts';
import { company, home, chrome, regions, stats } from './words.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  pageKinds,
  renderedFrame,
  requestedScripts,
  settled,
  test,
  waitForPageScript,
  withoutScrollTimelines,
} from './fixtures.ts';
import { builtManifest, fallbackModule } from './built/builtSite.ts';

/** Opacity and transform of every motion-enhanced element, in document order. */
const sampleMotion = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-reveal], [data-counter], [data-drift]')].map((el) => {
      const style = getComputedStyle(el);
      return `${style.opacity}|${style.transform}|${el.textContent}`;
    }),
  );

/** A counter as the visitor sees it: the count the stylesheet draws, and whether it is drawing. */
const counterShown = (counter: Locator) =>
  counter.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      count: Number(style.getPropertyValue('--count')),
      drawn: Number(style.getPropertyValue('--counting')) > 0,
      text: element.textContent,
    };
  });

/** An element's opacity as the page shows it now. */
const opacityOf = (locator: Locator) =>
  locator.evaluate((element) => Number(getComputedStyle(element).opacity));

/**
 * Scrolls the window so that the top of `locator` stands `inside` pixels above the viewport's
 * bottom edge, and waits until the page has rendered there.
 */
async function scrollToEntry(page: Page, locator: Locator, inside: number) {
  await locator.evaluate((element, by) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight + by, behavior: 'instant' });
  }, inside);
  await renderedFrame(page);
}

const regionsRow = (page: Page) => page.getByRole('region', { name: home.locations.rowLabel });
const servicesTeaser = (page: Page) =>
  page.getByRole('region', { name: home.servicesTeaser.title });
const motionSwitch = (page: Page) => page.getByRole('button', { name: chrome.motionLabel });

/** The stats band's second counter's stat (the projects'), the one the checks scroll to. */
const counted = stats[1];
if (!counted) throw new Error('The stats band shows four stats');

/** The fallback island's code: its module's own chunk, which no page starts with. */
function fallbackChunk(): string {
  const file = builtManifest()[fallbackModule]?.file;
  if (!file) throw new Error('the motion fallback has no chunk of its own');
  return file;
}

/** Whether the fallback island has marked the root: it is moving the page. */
const fallbackMarked = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-motion-fallback'));

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('stat counters count up as they rise into view and end at their values', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const counter = page.locator('[data-counter]').nth(1);
    const text = formatStat(counted);
    // Below the fold it waits at zero, its number written once as text all along.
    expect(await counterShown(counter)).toEqual({ count: 0, drawn: true, text });
    await scrollToEntry(page, counter, 80);
    const midway = await counterShown(counter);
    expect(midway.drawn).toBe(true);
    expect(midway.count).toBeGreaterThan(0);
    expect(midway.count).toBeLessThan(counted.value);
    expect(midway.text).toBe(text);
    await counter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => counterShown(counter))
      .toEqual({ count: counted.value, drawn: false, text });
    await expect(page.locator('[data-counter]')).toHaveText(stats.map(formatStat));
  });

  test('region cards and teaser items rise into place as they enter', async ({ page }) => {
    await gotoReady(page, '/');
    const card = regionsRow(page).locator('[data-reveal]').first();
    expect(await opacityOf(card)).toBe(0);
    await scrollToEntry(page, card, 30);
    const rising = await opacityOf(card);
    expect(rising).toBeGreaterThan(0);
    expect(rising).toBeLessThan(1);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => opacityOf(card)).toBe(1);
    await expect
      .poll(() => card.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    const item = servicesTeaser(page).locator('li[data-reveal]').last();
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => opacityOf(item)).toBe(1);
  });

  test('the region cards reveal when jumped to in the first second', async ({ page }) => {
    // The visitor follows a link to the row the moment the page shows, before any of its code
    // has run: the cards end in place, not hidden.
    await page.goto('/', { waitUntil: 'commit' });
    const cards = regionsRow(page).locator('li[data-reveal]');
    await cards.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await waitForPageScript(page);
    await renderedFrame(page);
    for (const card of await cards.all()) await expect.poll(() => opacityOf(card)).toBe(1);
  });

  test('a reveal rises with every script held at the network', async ({ page }) => {
    const release = await gotoBeforeCode(page, '/');
    const item = servicesTeaser(page).locator('li[data-reveal]').first();
    await scrollToEntry(page, item, 20);
    const rising = await opacityOf(item);
    expect(rising).toBeGreaterThan(0);
    expect(rising).toBeLessThan(1);
    await scrollToEntry(page, item, 300);
    expect(await opacityOf(item)).toBe(1);
    release();
  });

  // Only a page with a reveal on its first screen can hide one, each page placing its reveals with
  // its own stylesheet: Home (on the largest screen), the reviews (their cards, from the top) and
  // the care guide (on the largest screen). Of the other kinds, a project's page has one, its
  // client's words, far below; the rest have none.
  test('a reveal never hides what is on screen at load', async ({ page }) => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
      [3840, 2160],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const path of [pageKinds.home, '/reviews', '/care']) {
        await page.goto(path);
        const hidden = await page.evaluate(() =>
          [...document.querySelectorAll('[data-reveal]')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
            })
            .filter((element) => getComputedStyle(element).opacity !== '1')
            .map((element) => element.textContent?.slice(0, 40)),
        );
        expect(hidden, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test('on a phone, the row of regions reveals left to right as one sequence', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/');
    const cards = regionsRow(page).locator('li[data-reveal]');
    await expect(cards).toHaveCount(regions.length);
    // The row's entry, step by step, with no sideways scroll: cards off the screen's right edge
    // reveal with the rest, each a little behind the one before it.
    const steps: number[][] = [];
    for (let inside = 0; inside <= 320; inside += 20) {
      await scrollToEntry(page, regionsRow(page), inside);
      steps.push(
        await cards.evaluateAll((all) => all.map((c) => Number(getComputedStyle(c).opacity))),
      );
    }
    expect(steps.at(-1)).toEqual(regions.map(() => 1));
    for (const step of steps) {
      step.reduce((before, opacity) => {
        expect(opacity).toBeLessThanOrEqual(before);
        return opacity;
      });
    }
    expect(steps.some((step) => (step[0] ?? 0) - (step.at(-1) ?? 0) > 0.2)).toBe(true);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('the footer switch turns motion off and is remembered', async ({ page }) => {
    await gotoReady(page, '/');
    const card = regionsRow(page).locator('[data-reveal]').first();
    const toggle = motionSwitch(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await scrollToEntry(page, card, 30);
    expect(await opacityOf(card)).toBe(1);
    await page.reload();
    await waitForPageScript(page);
    await expect(motionSwitch(page)).toHaveAttribute('aria-pressed', 'false');
    await scrollToEntry(page, card, 30);
    expect(await opacityOf(card)).toBe(1);
  });

  // Keyboard scrolling is the browser's own in either motion mode: reduced motion takes away only
  // the page's own motion (the styles under `prefers-reduced-motion: no-preference`, the fallback
  // island), nothing on the keys' way. Tried with motion, where the most moves as the page scrolls.
  test('PageDown, Space, End and Home reach the footer and back, and the fallback never comes', async ({
    page,
  }) => {
    const requested = requestedScripts(page);
    await gotoReady(page, '/');
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    const y = () => page.evaluate(() => window.scrollY);
    // The browser animates keyboard scrolling: the checks wait until a scroll has come to rest.
    await page.keyboard.press('PageDown');
    await expect.poll(y).toBeGreaterThan(200);
    const afterPageDown = await settled(y);
    await page.keyboard.press('Space');
    await expect.poll(y).toBeGreaterThan(afterPageDown);
    await settled(y);
    await page.keyboard.press('End');
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    await expect(page.getByText(company.copyrightLine)).toBeInViewport();
    await settled(y);
    // Every part of Home has passed by, on the browser's scroll timelines: the fallback island
    // was never asked for.
    expect(requested).not.toContain(fallbackChunk());
    await page.keyboard.press('Home');
    await expect(page.locator('#home h1')).toBeInViewport();
    await expect(page.getByRole('link', { name: chrome.skipLink })).not.toBeFocused();
  });
});

test.describe('where the browser has no scroll timelines', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the fallback island reveals, counts and moves the hero instead', async ({ page }) => {
    await withoutScrollTimelines(page);
    const requested = requestedScripts(page);
    await gotoReady(page, '/');
    await expect.poll(() => requested).toContain(fallbackChunk());
    // It has taken over: the cards below the fold wait, hidden, as the stylesheet stands aside.
    const card = regionsRow(page).locator('[data-reveal]').first();
    await expect.poll(() => opacityOf(card)).toBe(0);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => opacityOf(card)).toBe(1);
    const counter = page.locator('[data-counter]').nth(1);
    await counter.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect
      .poll(() => counterShown(counter))
      .toEqual({ count: counted.value, drawn: false, text: formatStat(counted) });
    // The hero's scene: @react-spring/parallax's layers, copies of the hero's own photo.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const heroPhotos = page.locator('#home img');
    await expect(heroPhotos).toHaveCount(2);
    const sceneShift = () =>
      heroPhotos.evaluateAll((images) => {
        const inScene = (image: Element) => image.closest('[aria-hidden="true"]') !== null;
        const layer = images.find(inScene)?.getBoundingClientRect().top ?? 0;
        const still = images.find((image) => !inScene(image))?.getBoundingClientRect().top ?? 0;
        return Math.round(layer - still);
      });
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(sceneShift).toBeGreaterThan(100);
  });
});

const hero = (page: Page) => page.getByRole('region', { name: home.hero.title });

test.describe('hero parallax', () => {
  /**
   * The hero as the visitor sees it, measured from its own box: where its heading and its photo
   * start, how far every layer it paints (a photo, or anything painting a background image: the
   * texture, the shade) has shifted, and which layers leave part of the hero's visible part
   * uncovered.
   */
  const heroLayout = (region: Locator) =>
    region.evaluate((section) => {
      const box = section.getBoundingClientRect();
      const topOf = (element: Element | null) =>
        element ? element.getBoundingClientRect().top - box.top : null;
      const layers = [...section.querySelectorAll('*')].filter(
        (element) =>
          element instanceof HTMLImageElement ||
          getComputedStyle(element).backgroundImage !== 'none',
      );
      return {
        heroTop: box.top,
        heading: topOf(section.querySelector('h1')),
        photo: topOf(section.querySelector('img')),
        layers: layers.map(topOf).map(Number),
        // Half a pixel of rounding either way.
        // Of the part the visitor can see: below the sticky header, within the window.
        uncovered: layers
          .filter((layer) => {
            const r = layer.getBoundingClientRect();
            const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
            return (
              r.top > Math.max(box.top, header) + 0.5 ||
              r.bottom < box.bottom - 0.5 ||
              r.left > box.left + 0.5 ||
              r.right < box.right - 0.5
            );
          })
          .map((layer) => layer.outerHTML.slice(0, 80)),
      };
    });
  type HeroLayout = Awaited<ReturnType<typeof heroLayout>>;

  /** How far each part moved against the hero between two layouts, in whole pixels. */
  const moved = (from: HeroLayout, to: HeroLayout) => ({
    heading: Math.round((to.heading ?? 0) - (from.heading ?? 0)),
    photo: Math.round((to.photo ?? 0) - (from.photo ?? 0)),
    layerShifts: [
      ...new Set(to.layers.map((top, i) => Math.round(top - (from.layers[i] ?? 0)))),
    ].sort((a, b) => a - b),
  });

  test('the photo and its texture drift against the text at their own rates, on the scroll timelines', async ({
    page,
  }) => {
    const requested = requestedScripts(page);
    await gotoReady(page, '/');
    const atTop = await heroLayout(hero(page));
    expect(atTop.uncovered).toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect
      .poll(async () => (await heroLayout(hero(page))).heroTop)
      .toBeCloseTo(atTop.heroTop - 300, 0);
    await renderedFrame(page);
    // Against the hero, which moves with the page: the text and the shade stay put; the photo
    // slips down at half the page's pace (from as the hero's top meets the header's edge: a
    // few pixels either way of 150), and its grain by a fifth of the page's (four tenths of the
    // photo's).
    const shift = moved(atTop, await heroLayout(hero(page)));
    expect(shift.heading).toBe(0);
    expect(shift.photo).toBeGreaterThan(120);
    expect(shift.photo).toBeLessThan(170);
    expect(shift.layerShifts).toEqual(
      [0, Math.round(shift.photo * 0.4), shift.photo].sort((a, b) => a - b),
    );
    // The layers are taller than the hero: moving them never uncovers an edge.
    expect((await heroLayout(hero(page))).uncovered).toEqual([]);
    // The window stays the page's only scroller.
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(300);
    // The stylesheet moves them on the browser's scroll timelines: the fallback island, which
    // moves them where the browser has none, is neither fetched nor running.
    expect(requested).not.toContain(fallbackChunk());
    expect(await fallbackMarked(page)).toBe(false);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  // Where the browser has no scroll timelines too, so that neither the stylesheet nor the code
  // that moves the page in its place moves anything.
  test('Home holds still: nothing moves at load or with the scroll, the hero is its photo alone', async ({
    page,
  }) => {
    await withoutScrollTimelines(page);
    const requested = requestedScripts(page);
    await gotoReady(page, '/');
    // Whatever would ask for a lazily loaded scene has had its turn: the whole page is live.
    await renderedFrame(page);
    // Every part that could arm a movement is live: the slices.
    const first = await sampleMotion(page);
    expect(first.length).toBeGreaterThan(20);
    for (let frame = 0; frame < 30; frame += 1) {
      await renderedFrame(page);
      expect(await sampleMotion(page)).toEqual(first);
    }
    expect(first.every((sample) => sample.startsWith('1|none|'))).toBe(true);
    await expect(page.locator('[data-counter]')).toHaveText(stats.map(formatStat));
    await expect(motionSwitch(page)).toBeDisabled();
    expect(requested).not.toContain(fallbackChunk());
    expect(await fallbackMarked(page)).toBe(false);

    await expect(hero(page).getByRole('img', { name: home.hero.photo.alt })).toBeVisible();
    await expect(hero(page).locator('img')).toHaveCount(1);
    // Every element of the hero, where it sits on the page, once per frame for `frames` frames.
    const onThePage = (frames: number) =>
      hero(page).evaluate(async (section, count) => {
        const samples: string[] = [];
        for (let frame = 0; frame < count; frame += 1) {
          samples.push(
            [...section.querySelectorAll('*')]
              .map((element) => {
                const r = element.getBoundingClientRect();
                return [r.left, r.top + window.scrollY, r.width, r.height].map(Math.round).join();
              })
              .join(' '),
          );
          await new Promise(requestAnimationFrame);
        }
        return samples;
      }, frames);
    const [atTop] = await onThePage(1);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    // Thirty frames after the scroll: a layer a spring moved would show in any of them.
    expect(new Set(await onThePage(30))).toEqual(new Set([atTop]));
  });
});

test("the simple band's texture drifts against its words as the band scrolls by", async ({
  page,
}) => {
  await gotoReady(page, '/');
  const band = page.getByRole('region', { name: home.simpleBand.title });
  await band.scrollIntoViewIfNeeded();
  const gap = () =>
    band.evaluate((section) => {
      const texture = section.querySelector('[data-drift]')?.getBoundingClientRect().top ?? 0;
      const title = section.querySelector('h2')?.getBoundingClientRect().top ?? 0;
      return Math.round(texture - title);
    });
  const first = await gap();
  await page.mouse.wheel(0, 200);
  await expect.poll(gap).not.toBe(first);
  await expect(band.getByRole('heading', { level: 2 })).toHaveText(home.simpleBand.title);
});
