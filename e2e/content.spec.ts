import type { Locator, Page } from '@playwright/test';
import { contentVariant } from '../scripts/contentVariants.mjs';
import { home, about } from './words.ts';
import { expect, gotoReady, test } from './fixtures.ts';

// The site built with other amounts of content than it ships with (scripts/contentVariants.mjs:
// a seventh product and longer texts beside a single service, a sixth region, a single value):
// the layout holds, each part at the screen that can break it. Long texts in a card or a value
// run out of room on the narrowest screen the site supports; a sixth region runs past the row of
// five that wide screens show, so on the widest. (A page of each kind, with the shipped amounts,
// is laid out at every width in e2e/layout.spec.ts; the row of five regions on a phone and a desktop in
// e2e/phone.spec.ts.)

const { counts } = contentVariant;

/** How far the page is wider than the screen: 0 when nothing sticks out sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What is wrong with a set of boxes laid out side by side or one under another: two that overlap,
 * or a box whose content sticks out of it. Each problem is a line naming the box by its text.
 */
const layoutProblems = (items: Locator) =>
  items.evaluateAll((elements) => {
    const name = (element: Element) => (element.textContent ?? '').trim().slice(0, 30);
    const boxes = elements.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const problems: string[] = [];
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 1 && overlapY > 1) {
          problems.push(`"${name(a.element)}" overlaps "${name(b.element)}"`);
        }
      }
    });
    for (const { element, rect: box } of boxes) {
      for (const inner of element.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        const out =
          rect.left < box.left - 1 ||
          rect.right > box.right + 1 ||
          rect.top < box.top - 1 ||
          rect.bottom > box.bottom + 1;
        if (out) problems.push(`"${name(inner)}" sticks out of "${name(element)}"`);
      }
      // A text whose box hides what does not fit (a fixed height, a clamp) is not shown whole.
      for (const text of element.querySelectorAll('h2, h3, p')) {
        const { overflowX, overflowY } = getComputedStyle(text);
        const hides = overflowX !== 'visible' || overflowY !== 'visible';
        if (
          hides &&
          (text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1)
        ) {
          problems.push(`"${name(text)}" is cut off`);
        }
      }
    }
    return problems;
  });

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('every product and service card is shown whole, none on another', async ({ page }) => {
    for (const [path, count] of [
      ['/products', counts.products],
      ['/services', counts.services],
    ] as const) {
      await gotoReady(page, path);
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(count);
      expect(await layoutProblems(cards), path).toEqual([]);
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
  });

  test('the About values and the contact details hold their texts', async ({ page }) => {
    await gotoReady(page, '/about');
    const values = page.getByRole('region', { name: about.valuesTitle }).getByRole('listitem');
    await expect(values).toHaveCount(counts.values);
    expect(await layoutProblems(values)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    await gotoReady(page, '/contact');
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test.describe('at 3840 px', () => {
  test.use({ viewport: { width: 3840, height: 2160 } });

  test('every region is a card of its own, the last one reachable', async ({ page }) => {
    await gotoReady(page, '/');
    const row = page.getByRole('region', { name: home.locations.rowLabel });
    const cards = row.getByRole('listitem');
    await expect(cards).toHaveCount(counts.regions);
    // Brought in, the sixth is seen whole: nothing around it cuts it off.
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards.last()).toBeInViewport({ ratio: 0.9 });
    expect(await layoutProblems(cards)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
