import type { Page } from '@playwright/test';
import { chrome, navLabel } from './words.ts';
import { expect, gotoReady, pageKinds, test } from './fixtures.ts';

// What every page's HTML says of its chrome (the current page marked in the navigation, HOME's
// anchor, the phone menu and its links, the dock's call, text and email, the footer) is checked
// in Node (src/components/layout/chrome.test.ts); the phone menu opened, and closed again on a
// page Back brings back, in a11y.spec.ts and back-forward-cache.spec.ts; the dock's place at every
// width, in layout.spec.ts. Here, what only a keyboard and the eye find.

/** The focused element's outline, as drawn: "solid 2px". */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement ?? document.body);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });

test('the current page’s item stands out; the first Tab is the skip link to the main content, focus showing', async ({
  page,
}) => {
  await gotoReady(page, pageKinds.text);
  const nav = page.getByRole('navigation', { name: chrome.primaryNavLabel });
  const current = nav.locator('[aria-current="page"]');
  await expect(current).toHaveText(navLabel('about'));
  // The highlight is visible, not only announced: the current link is coloured differently.
  const other = nav
    .getByRole('link')
    .filter({ hasNotText: navLabel('about') })
    .first();
  const colour = (link: typeof current) =>
    link.evaluate((element) => getComputedStyle(element).color);
  expect(await colour(current)).not.toBe(await colour(other));

  // A document's first stop for the keyboard, shown once focused.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: chrome.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await focusOutline(page)).toMatch(/solid [1-9]/);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab goes on from there, not back through the header's links.
  await page.keyboard.press('Tab');
  const reached = await page.evaluate(
    () => document.activeElement?.closest('header, main, footer')?.tagName ?? 'nowhere',
  );
  expect(reached).toMatch(/^(MAIN|FOOTER)$/);
  expect(await focusOutline(page)).toMatch(/solid [1-9]/);
});

// The footer may be longer than a phone's screen (its groups of links grow with the pages and
// regions): what matters is that each of its controls, once scrolled to, is there to be tapped,
// not under the header or the floating buttons.
test('each control of the footer, scrolled into view on a phone or a tablet, is uncovered', async ({
  page,
}) => {
  await gotoReady(page, pageKinds.text);
  for (const width of [320, 390, 768]) {
    await page.setViewportSize({ width, height: Math.round((width * 16) / 9) });
    const covered = await page.evaluate(async () => {
      const found: string[] = [];
      const controls = [...document.querySelectorAll('footer a, footer button')];
      for (const control of controls.filter((element) => element.checkVisibility())) {
        control.scrollIntoView({ block: 'center', behavior: 'instant' });
        await new Promise(requestAnimationFrame);
        const box = control.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (!top || !control.contains(top)) {
          found.push(`"${control.textContent?.trim() ?? ''}" under ${top?.outerHTML.slice(0, 60)}`);
        }
      }
      return [controls.length, found] as const;
    });
    expect(covered[0], `${width} px`).toBeGreaterThan(10);
    expect(covered[1], `${width} px`).toEqual([]);
  }
});
