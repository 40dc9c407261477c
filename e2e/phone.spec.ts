import type { Locator, Page } from '@playwright/test';
import { company, home, regions } from './words.ts';
import { expect, gotoReady, settled, test } from './fixtures.ts';

/**
 * One screen for each `<source>` of the hero's `<picture>` the browser can take
 * (src/lib/photoSources.ts): the crop follows the screen's shape and the file's quality its
 * density, so each pair is a choice of its own. A phone held upright takes the tall crop for dense
 * screens; a desktop at 1x the `<img>`'s own wide files; a dense desktop the wide crop's lighter
 * files, and the widest of them (3840 px for a 1920 px screen). (An upright screen at 1x, a rarity,
 * is not among them. Larger screens at 1x take the desktop's files wider: e2e/large-screens.spec.ts
 * checks their sharpness.)
 */
const screens = [
  { width: 390, height: 844, scale: 2, shape: 'portrait' },
  { width: 1280, height: 800, scale: 1, shape: 'landscape' },
  { width: 1920, height: 1080, scale: 2, shape: 'landscape' },
] as const;

for (const { width, height, scale, shape } of screens) {
  test.describe(`at ${width}×${height} (${scale}x)`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale });

    test(`the hero photo is a ${shape} crop, drawn without blowing it up`, async ({ page }) => {
      // The prerendered page alone: the choice of file is the browser's, before any script.
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const photo = page.locator('#home').getByRole('img', { name: home.hero.photo.alt });
      await expect(photo).toHaveJSProperty('complete', true);
      const { src, box } = await photo.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        box: img.getBoundingClientRect().toJSON() as DOMRect,
      }));
      // The image host cuts the file to the `w` and `h` it is asked for.
      const file = new URL(src).searchParams;
      const [fileWidth, fileHeight] = [Number(file.get('w')), Number(file.get('h'))];
      expect(shape === 'portrait' ? fileHeight > fileWidth : fileWidth > fileHeight).toBe(true);
      // Dense screens get the lighter file; their pixels are too small to show the difference.
      expect(file.get('q')).toBe(scale >= 1.5 ? '50' : '70');
      // Drawn to cover the hero: how far the file is stretched, in device pixels (1 = sharp).
      const stretch = Math.max((box.width * scale) / fileWidth, (box.height * scale) / fileHeight);
      expect(stretch).toBeLessThanOrEqual(1.05);
    });
  });
}

/** The row of region cards and, per card, its box and where it sits in the row's scroll. */
const locationsRow = (page: Page) => page.getByRole('region', { name: home.locations.rowLabel });

const cardBoxes = (row: Locator) =>
  row.evaluate((element) =>
    [...element.querySelectorAll('li')].map(
      (card) => card.getBoundingClientRect().toJSON() as DOMRect,
    ),
  );

/** How far the page itself scrolls sideways (0: nothing sticks out of the screen). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const scrollLeft = (row: Locator) => row.evaluate((element) => element.scrollLeft);

/** The row's scroll position once it has come to rest (a swipe or a key press animates). */
const settledScrollLeft = (row: Locator) => settled(() => scrollLeft(row));

test.describe('the locations row at 390×844', () => {
  // Still motion, so the boxes measured are the cards' places, not a moment of their reveal.
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    reducedMotion: 'reduce',
  });

  test('is one row of cards with the next one showing, which a swipe moves by whole cards, the page staying put', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    const row = locationsRow(page);
    await row.scrollIntoViewIfNeeded();
    const boxes = await cardBoxes(row);
    expect(boxes).toHaveLength(regions.length);
    // One row: every card at the same height, each to the right of the one before.
    const [first, second] = boxes as [DOMRect, DOMRect];
    boxes.reduce((before, box) => {
      expect(box.top).toBe(first.top);
      expect(box.left).toBeGreaterThan(before.right);
      return box;
    });
    // The first card whole, the second cut by the screen's edge: "more this way".
    expect(first.left).toBeGreaterThanOrEqual(0);
    expect(first.right).toBeLessThanOrEqual(390);
    expect(second.left).toBeLessThan(390);
    expect(second.right).toBeGreaterThan(390);
    // The row scrolls, the page does not.
    expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await pageOverflow(page)).toBe(0);
    await expect(row.getByRole('article').last()).toContainText(company.comingSoonLabel);

    const pageY = await page.evaluate(() => window.scrollY);
    const box = await row.evaluate(
      (element) => element.getBoundingClientRect().toJSON() as DOMRect,
    );
    // A real touch drag from right to left across the first card, in small steps as a finger moves.
    const session = await page.context().newCDPSession(page);
    const y = Math.round(box.top + box.height / 2);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      });
    await touch('touchStart', 300);
    for (let x = 290; x >= 100; x -= 10) await touch('touchMove', x);
    await touch('touchEnd', 100);
    await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0);
    // Once at rest, a card starts at the content's left edge, where the first one started.
    await settledScrollLeft(row);
    const lefts = (await cardBoxes(row)).map((card) => Math.round(card.left));
    expect(lefts).toContain(Math.round(first.left));
    expect(await page.evaluate(() => window.scrollY)).toBe(pageY);
    expect(await pageOverflow(page)).toBe(0);
  });

  test('a keyboard reaches it with Tab and scrolls it to the last card', async ({ page }) => {
    await gotoReady(page, '/');
    const row = locationsRow(page);
    // Tab from the top of the page, as a keyboard user goes, until the row has focus.
    const rowFocused = () => row.evaluate((element) => element === document.activeElement);
    let presses = 0;
    while (!(await rowFocused()) && presses < 40) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0);
    // Each press of the arrow key moves to the next card; four reach the last of the five.
    const last = row.getByRole('article').last();
    await expect(last).toContainText(regions.at(-1)?.name ?? 'the last region');
    const lastShown = () =>
      last.evaluate((card) => {
        const { left, right } = card.getBoundingClientRect();
        return left >= 0 && right <= window.innerWidth;
      });
    for (let press = 2; press < regions.length; press += 1) {
      const before = await settledScrollLeft(row);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scrollLeft(row)).toBeGreaterThan(before);
    }
    await expect.poll(lastShown).toBe(true);
  });
});

// A desktop and a wide screen: one page, laid out anew at the second by a resize.
test.describe('the locations row at 1280 and 2560 px', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('shows all five regions at once, and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const row = locationsRow(page);
    for (const width of [1280, 2560]) {
      await page.setViewportSize({ width, height: 900 });
      await row.scrollIntoViewIfNeeded();
      const boxes = await cardBoxes(row);
      expect(boxes, `${width} px`).toHaveLength(regions.length);
      for (const box of boxes) {
        expect(box.top, `${width} px`).toBe(boxes[0]?.top);
        expect(box.left, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${width} px`).toBeLessThanOrEqual(width);
      }
      expect(
        await row.evaluate((element) => element.scrollWidth > element.clientWidth),
        `${width} px`,
      ).toBe(false);
      expect(await pageOverflow(page), `${width} px`).toBe(0);
    }
  });
});
