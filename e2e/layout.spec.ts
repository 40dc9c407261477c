import type { Page } from '@playwright/test';
import { chrome } from './words.ts';
import { axeViolations } from './axe.ts';
import {
  expect,
  gotoReady,
  fillAndSharpness,
  renderedFrame,
  routesUnderTest,
  test,
} from './fixtures.ts';

// Every page laid out at every width the site supports, from a small phone to a 4K screen, each
// page loaded once and laid out anew at each width by a resize, as a load at that width would:
// nothing sticks out sideways; from 1024 px up, where there is room beside the content, the
// floating contact buttons sit there and never cover text or a control, wherever the page is
// scrolled (phones, where they must float over the page, keep the end of every page clear:
// phone.spec.ts); and on a 4K screen the page fills it, with sharp photos, an inner page's
// heading and intro side by side across its band. Loaded at a desktop's width with reduced
// motion, where every part shows at once, each page is first checked with axe there (its Spanish
// version, at a phone's width with motion: a11y.spec.ts).

/**
 * The widths the floating buttons are checked at: the ends of the range where they stand beside
 * the content, and the commonest screen (and kiosk) between. Every length that places them and the
 * content across the screen (the gutter, the room left for them, the container's width) grows in
 * a straight line with the width from 320 to 3840 px (styles/_fluid.scss), and a container leaves
 * them their room whichever of its widths applies (styles/_mixins.scss).
 */
const dockWidths = [1024, 1920, 3840];

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
    // What of a box shows: clipped by every ancestor that clips its overflow, and a text's box by
    // its own element too (`from`: the first element that may clip it).
    const shown = (box: Box, from: Element | null): Box => {
      let visible = box;
      for (let parent = from; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          visible = intersect(visible, parent.getBoundingClientRect());
        }
      }
      return visible;
    };
    const covered: string[] = [];
    const consider = (box: Box, element: Element, what: string, clipsItself = false) => {
      const visible = shown(box, clipsItself ? element : element.parentElement);
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
        consider(box, parent, `text "${node.textContent.trim().slice(0, 40)}"`, true);
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

/** The heading band of an inner page on a 4K screen: its heading and intro side by side. */
async function bandProblems(page: Page): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 1 });
  const intro = page.locator('header:has(> h1) > p').last();
  const band = page.locator('main header:has(> h1)');
  const [title, text, row] = await Promise.all(
    [heading, intro, band].map(async (box) => (await box.boundingBox()) ?? undefined),
  );
  if (!title || !text || !row) return ['no heading, intro or band'];
  return [
    ...(text.x > row.x + row.width / 2 ? [] : ['the intro starts left of the band’s middle']),
    ...(text.y < title.y + title.height ? [] : ['the intro is under the heading, not beside it']),
    ...(text.x + text.width - title.x > row.width * 0.6 ? [] : ['they span less of the band']),
  ];
}

for (const path of [...routesUnderTest, '/missing']) {
  test(`${path} passes axe, and lays out at every width, its floating buttons covering nothing`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    // With reduced motion nothing moves once the page is rendered somewhere.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, path);
    await test.step('axe at 1280 px, motion reduced: no violations', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });
    const overflow: string[] = [];
    const covered: Covered[] = [];
    for (const width of [320, 375, 768, 1024, 1280, 1920, 2560, 3840]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways !== 0) overflow.push(`${width} px: ${sideways} px too wide`);
      if (!dockWidths.includes(width) || path === '/missing') continue;
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      for (const share of [0, 0.25, 0.5, 0.75, 1]) {
        const at = Math.round(end * share);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), at);
        await renderedFrame(page);
        for (const what of await coveredByDock(page, chrome.floatingLabel)) {
          covered.push({ what, at, width });
        }
      }
    }
    expect(overflow).toEqual([]);
    expect(covered).toEqual([]);
    if (path === '/missing') return;
    // On the 4K screen it was left at: the main column uses the width, at least two thirds of
    // it, not a phone strip; every photo was fetched at least as wide as it is drawn.
    const { column, soft } = await fillAndSharpness(page);
    expect(column).toBeGreaterThan(3840 * 0.66);
    expect(soft).toEqual([]);
    if (path !== '/') expect(await bandProblems(page)).toEqual([]);
  });
}
