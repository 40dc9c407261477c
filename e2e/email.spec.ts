import type { Page } from '@playwright/test';
import { company } from './words.ts';
import { expect, gotoReady, test } from './fixtures.ts';

// The email address is one long word. Where it does not fit on a line it may wrap only where an
// address may: after the @, or beside a dot. Never inside a name ("heartwoodfloors.exa" / "mple").

/** Each place the page shows the address: the characters before and after each line break. */
function lineBreaks(page: Page, address: string) {
  return page.evaluate((wanted) => {
    const shown = [...document.querySelectorAll('a, p, dd')].filter(
      (element) =>
        element.textContent?.trim() === wanted ||
        (element.tagName === 'A' && element.textContent === wanted),
    );
    return shown.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const characters: { character: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect) characters.push({ character: text[index] ?? '', top: Math.round(rect.top) });
        }
      }
      const breaks: string[] = [];
      for (let index = 1; index < characters.length; index += 1) {
        if ((characters[index]?.top ?? 0) > (characters[index - 1]?.top ?? 0)) {
          breaks.push(`${characters[index - 1]?.character}|${characters[index]?.character}`);
        }
      }
      return breaks;
    });
  }, address);
}

/** A break after the @, or before or after a dot. */
const natural = (pair: string) => /^@\||^\.\||\|\.$/u.test(pair);

// Each page that shows it, laid out at every width from a small phone to a 4K screen (a resize
// lays it out anew, as a load at that width would).
for (const path of ['/contact', '/']) {
  test(`on ${path} the email address wraps only after its @ or beside a dot`, async ({ page }) => {
    await gotoReady(page, path);
    for (const width of [320, 390, 1024, 1280, 1920, 3840]) {
      await page.setViewportSize({ width, height: 900 });
      const places = await lineBreaks(page, company.email);
      expect(places.length, `${path} at ${width} px`).toBeGreaterThan(0);
      for (const breaks of places) {
        expect(
          breaks.filter((pair) => !natural(pair)),
          `${path} at ${width} px`,
        ).toEqual([]);
      }
    }
  });
}
