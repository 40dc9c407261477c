import type { Page } from '@playwright/test';
import { chromeText } from '../src/content/navigation.ts';
import { expect, gotoReady, renderedFrame, routesUnderTest, test } from './fixtures.ts';

// From 1024 px up there is room beside the content: the floating contact buttons sit there and
// never cover text or a control, wherever the page is scrolled. (Phones, where they must float
// over the page, keep the end of every page clear: phone.spec.ts.)

interface Covered {
  readonly what: string;
  readonly at: number;
  readonly width: number;
}

/** What the dock covers at this scroll position: text or controls outside it, as seen. */
function coveredByDock(page: Page, dockName: string) {
  return page.evaluate((name) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const dock = [...document.querySelectorAll('aside')].find(
      (aside) => aside.getAttribute('aria-label') === name,
    );
    if (!dock) throw new Error('No floating dock');
    const buttons = [...dock.querySelectorAll('a, button')].map((element) =>
      element.getBoundingClientRect(),
    );
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (box: Box) => box.right - box.left < 1 || box.bottom - box.top < 1;
    // What of a box shows: clipped by every ancestor that clips its overflow.
    const shown = (box: Box, element: Element): Box => {
      let visible = box;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          visible = intersect(visible, parent.getBoundingClientRect());
        }
      }
      return visible;
    };
    const covered: string[] = [];
    const consider = (box: Box, element: Element, what: string) => {
      const visible = shown(box, element);
      if (empty(visible)) return;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return;
      if (buttons.some((button) => !empty(intersect(button, visible)))) covered.push(what);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || dock.contains(parent) || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        consider(box, parent, `text "${node.textContent.trim().slice(0, 40)}"`);
      }
    }
    for (const control of document.querySelectorAll('a, button, input, select, textarea')) {
      if (dock.contains(control)) continue;
      consider(
        control.getBoundingClientRect(),
        control,
        `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40) ?? ''}"`,
      );
    }
    return [...new Set(covered)];
  }, dockName);
}

// Every page, each laid out at the narrowest screen the buttons sit beside the content on, a
// desktop's and a 4K screen's (a resize lays it out anew, as a load at that width would).
for (const path of routesUnderTest) {
  test(`the floating buttons cover nothing on ${path}, top to bottom, from 1024 to 3840 px`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, path);
    const covered: Covered[] = [];
    for (const width of [1024, 1920, 3840]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      for (const share of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
        const at = Math.round(end * share);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), at);
        // The browser has rendered the page there (with reduced motion, nothing then moves).
        await renderedFrame(page);
        for (const what of await coveredByDock(page, chromeText.floatingLabel)) {
          covered.push({ what, at, width });
        }
      }
    }
    expect(covered).toEqual([]);
  });
}
