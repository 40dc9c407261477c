import type { Locator, Page } from '@playwright/test';
import { copyrightLine } from '../src/content/company.ts';
import { heroText, locationsSection } from '../src/content/home.ts';
import { chromeText } from '../src/content/navigation.ts';
import { regions } from '../src/content/regions.ts';
import {
  expect,
  gotoHydrated,
  renderedFrame,
  routesUnderTest,
  test,
  waitForHydration,
  waitForSlices,
} from './fixtures.ts';

/** Opacity and transform of every motion-enhanced element, in document order. */
const sampleMotion = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-reveal], [data-counter], [data-drift]')].map((el) => {
      const style = getComputedStyle(el);
      return `${style.opacity}|${style.transform}|${el.textContent}`;
    }),
  );

/** The count a counter shows while it counts: a copy, hidden from assistive technology. */
const countShown = (page: Page, index: number) =>
  page.locator('[data-counter]').nth(index).locator('[aria-hidden="true"]').textContent();

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('stat counters count up when scrolled into view and end at their values', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const stats = page.getByRole('region', { name: 'Numbers we are proud of' });
    await expect(stats.locator('[data-counter="waiting"]')).toHaveCount(4);
    expect(await countShown(page, 1)).toBe('0+');
    await stats.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => Number((await countShown(page, 1))?.replace('+', '')))
      .toBeGreaterThan(0);
    // Once counted, each number is its one text again.
    await expect(stats.locator('[data-counter] [aria-hidden="true"]')).toHaveCount(0);
    await expect(stats.locator('[data-counter]')).toHaveText(['15+', '500+', '5', '100%']);
  });

  test('region cards and teaser items rise into place as they enter', async ({ page }) => {
    await gotoHydrated(page, '/');
    const card = page
      .getByRole('region', { name: 'WE SERVE MULTIPLE LOCATIONS' })
      .locator('[data-reveal]')
      .first();
    await expect(card).toHaveAttribute('data-reveal', 'waiting');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-reveal', 'played');
    await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expect
      .poll(() => card.evaluate((el) => getComputedStyle(el).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    const item = page
      .getByRole('region', { name: 'Our Services' })
      .locator('li[data-reveal]')
      .last();
    await item.scrollIntoViewIfNeeded();
    await expect.poll(() => item.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });

  test('on a phone, the row of regions reveals left to right as one sequence', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    const cards = page
      .getByRole('region', { name: locationsSection.rowLabel })
      .locator('li[data-reveal]');
    await expect(cards).toHaveCount(regions.length);
    await expect(cards.first()).toHaveAttribute('data-reveal', 'waiting');
    // Record every card's opacity in every frame from the moment the row comes into view, with
    // no sideways scroll: cards off the screen's right edge reveal with the rest.
    const frames = await page.evaluate(async () => {
      const row = document.querySelector('li[data-reveal]')?.closest('ul');
      if (!row) throw new Error('no row of cards');
      const opacities = () =>
        [...row.querySelectorAll('li')].map((card) => Number(getComputedStyle(card).opacity));
      row.scrollIntoView({ block: 'center' });
      const seen: number[][] = [];
      for (let frame = 0; frame < 600; frame += 1) {
        await new Promise(requestAnimationFrame);
        seen.push(opacities());
        if (seen.at(-1)?.every((opacity) => opacity === 1)) break;
      }
      return seen;
    });
    expect(frames.at(-1)).toEqual(regions.map(() => 1));
    // Left to right: in no frame is a card further along than the one before it…
    for (const frame of frames) {
      frame.reduce((before, opacity) => {
        expect(opacity).toBeLessThanOrEqual(before);
        return opacity;
      });
    }
    // …and in some frame the first is visibly ahead of the last.
    expect(frames.some((frame) => (frame[0] ?? 0) - (frame.at(-1) ?? 0) > 0.2)).toBe(true);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('the footer switch turns motion off and is remembered', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: /^Animations/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('[data-reveal="waiting"], [data-counter="waiting"]')).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /^Animations/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(page.locator('[data-reveal="static"]').first()).toBeAttached();
    await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  });
});

test('the Animations switch is offered only once it works: not in the served page', async ({
  page,
}) => {
  // Read without CSS (reader modes, text browsers), the served page has no switch stuck at the
  // prerender's "off"; the hydrated page has the working one.
  for (const path of routesUnderTest) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).not.toContain(`>${chromeText.motionLabel}<`);
  }
  await gotoHydrated(page, '/');
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: chromeText.motionLabel }),
  ).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing changes opacity or transform after load and every section is visible', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // Every part that could arm a movement is live: the slices.
    await waitForSlices(page);
    const first = await sampleMotion(page);
    expect(first.length).toBeGreaterThan(20);
    for (let frame = 0; frame < 30; frame += 1) {
      await renderedFrame(page);
      expect(await sampleMotion(page)).toEqual(first);
    }
    expect(first.every((sample) => sample.startsWith('1|none|'))).toBe(true);
    await expect(page.locator('[data-counter]').first()).toHaveText('15+');
    await expect(page.getByRole('button', { name: /^Animations/ })).toBeDisabled();
  });
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`keyboard scrolling (${reducedMotion})`, () => {
    test.use({ reducedMotion });

    test('PageDown, Space, End and Home reach the footer and back', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      const y = () => page.evaluate(() => window.scrollY);
      // The browser animates keyboard scrolling; wait until a scroll has come to rest.
      const settled = async () => {
        let last = -1;
        await expect
          .poll(async () => {
            const now = await y();
            const still = now === last;
            last = now;
            return still;
          })
          .toBe(true);
        return last;
      };
      await page.keyboard.press('PageDown');
      await expect.poll(y).toBeGreaterThan(200);
      const afterPageDown = await settled();
      await page.keyboard.press('Space');
      await expect.poll(y).toBeGreaterThan(afterPageDown);
      await settled();
      await page.keyboard.press('End');
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      await expect(page.getByText(copyrightLine)).toBeInViewport();
      await settled();
      await page.keyboard.press('Home');
      await expect(page.locator('#home h1')).toBeInViewport();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused();
    });
  });
}

/** Records every opacity the routed content takes, frame by frame, until the new heading is focused. */
async function navigateAndRecordOpacity(page: Page, linkName: string) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { opacities: number[] }).opacities = seen;
    const sample = () => {
      const wrapper = document.querySelector('main > div');
      if (wrapper) seen.push(Number(getComputedStyle(wrapper).opacity));
      if (seen.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: linkName })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The fade (Web Animations) is over, and a frame has been sampled since.
  await page.waitForFunction(
    () => document.querySelector('main > div')?.getAnimations().length === 0,
  );
  await renderedFrame(page);
  return page.evaluate(() => (window as unknown as { opacities: number[] }).opacities);
}

test.describe('page transitions', () => {
  test('with motion the content fades between pages and the new page starts at the top', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const opacities = await navigateAndRecordOpacity(page, 'PRODUCTS');
    expect(opacities.some((value) => value > 0 && value < 1)).toBe(true);
    expect(opacities.at(-1)).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Floors worth coming home to');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test.describe('reduced', () => {
    test.use({ reducedMotion: 'reduce' });

    test('route changes are instant', async ({ page }) => {
      await gotoHydrated(page, '/about');
      const opacities = await navigateAndRecordOpacity(page, 'SERVICES');
      expect(opacities.filter((value) => value > 0 && value < 1)).toEqual([]);
      expect(opacities.at(-1)).toBe(1);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('hero parallax', () => {
  const hero = (page: Page) => page.getByRole('region', { name: heroText.title });

  /**
   * The hero as the visitor sees it, measured from its own box: where its heading and the
   * decorative copy of its photo (alt="", drawn by the parallax scene) start, how far every layer
   * it paints (a photo, or anything painting a background image: the texture, the shade) has
   * shifted, and which layers leave part of the hero uncovered.
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
        scenePhoto: topOf(section.querySelector('img[alt=""]')),
        layers: layers.map(topOf).map(Number),
        // Half a pixel of rounding either way.
        uncovered: layers
          .filter((layer) => {
            const r = layer.getBoundingClientRect();
            return (
              r.top > box.top + 0.5 ||
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
    scenePhoto: Math.round((to.scenePhoto ?? 0) - (from.scenePhoto ?? 0)),
    layerShifts: [
      ...new Set(to.layers.map((top, i) => Math.round(top - (from.layers[i] ?? 0)))),
    ].sort((a, b) => a - b),
  });

  test('the photo and its texture drift against the text at their own rates', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(hero(page).locator('img[alt=""]')).toBeVisible();
    const atTop = await heroLayout(hero(page));
    expect(atTop.uncovered).toEqual([]);

    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect
      .poll(async () => (await heroLayout(hero(page))).heroTop)
      .toBeCloseTo(atTop.heroTop - 300, 0);
    // Against the hero, which moves with the page: the text, the static photo and the shade stay
    // put; the scene's photo slips down by half the page's travel (it moves at half the page's
    // pace) and its texture by a fifth (it moves at eight tenths), once their springs settle.
    await expect
      .poll(async () => moved(atTop, await heroLayout(hero(page))))
      .toEqual({ heading: 0, scenePhoto: 150, layerShifts: [0, 60, 150] });
    // The layers are taller than the hero: moving them never uncovers an edge.
    expect((await heroLayout(hero(page))).uncovered).toEqual([]);
    // The window stays the page's only scroller.
    expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(300);
  });

  test.describe('reduced', () => {
    test.use({ reducedMotion: 'reduce' });

    test('only the static photo shows, and nothing in the hero moves against the page', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      // Whatever would ask for a lazily loaded scene has had its turn: the whole page is live.
      await waitForSlices(page);
      await renderedFrame(page);
      await expect(hero(page).getByRole('img', { name: heroText.photo.alt })).toBeVisible();
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
});

test('the BEAUTIFUL & SIMPLE texture drifts against the words as the band scrolls by', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const band = page.getByRole('region', { name: 'BEAUTIFUL & SIMPLE' });
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
  await expect(band.locator('[data-reveal]').first()).toHaveAttribute(
    'data-reveal',
    /played|static/,
  );
  await expect(band.getByRole('heading', { level: 2 })).toHaveText('BEAUTIFUL & SIMPLE');
});
