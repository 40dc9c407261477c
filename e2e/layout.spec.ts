import type { Page } from '@playwright/test';
import { paths } from '../src/content/pages.ts';
import { chrome, company, regionSample } from './words.ts';
import { expect, gotoReady, fillAndSharpness, pageKinds, renderedFrame, test } from './fixtures.ts';

// A page of each kind laid out at every width the site supports, from a small phone to a 4K
// screen, each page loaded once and laid out anew at each width by a resize, as a load at that
// width would: nothing sticks out sideways; the floating contact buttons stay on screen; from 1024
// px up, where there is room beside the content, they sit there and never cover text or a
// control, wherever the page is scrolled, and on phones, where they must float over the page,
// they leave the controls at its end clear; the email address wraps only where an address may;
// and on a 4K screen the page fills it, with sharp photos, an inner page's heading and intro side
// by side across its band. With reduced motion, where every part shows at once and nothing moves
// once the page is rendered. (Every page's axe check, in both motion modes: a11y.spec.ts.)

/**
 * The pages laid out. Layout is what a page's own stylesheet can break alone (each page loads the
 * styles of what it shows), so besides one page of each kind, every page whose parts no other
 * page laid out here shows: the catalogue's grid of cards with photos at a third of the screen
 * (Services shows the same part), the work's filters and cards (each region's list is the same
 * page), the reviews' cards, the care guide's columns of do's and don'ts, the questions' rows, the
 * species guide's hardness scale, columns of cards and stain chooser, a region's page (its
 * facts beside its heading, its cards of licence, climate and prices), and the not-found page,
 * whose 404 grows with the screen's width, with no main column or heading band, so that only the
 * sideways check and the dock's place hold there.
 */
const laidOut = [
  ...Object.values(pageKinds),
  paths.products,
  paths.work,
  paths.reviews,
  paths.care,
  paths.questions,
  paths.species,
  regionSample,
  '/missing',
];

/**
 * The pages that show the email address, each in places laid out differently: Home's GET IN TOUCH
 * card, and the contact page's details column and its form's note beside its messages.
 */
const showingEmail: readonly string[] = [pageKinds.home, pageKinds.form];

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

/**
 * What the dock covers at this scroll position: text (where `withText`) or controls outside it,
 * as seen.
 */
function coveredByDock(page: Page, dockName: string, withText: boolean) {
  return page.evaluate(
    ({ name, withText }) => {
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
      for (let node = withText ? walker.nextNode() : null; node; node = walker.nextNode()) {
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
    },
    { name: dockName, withText },
  );
}

/**
 * Each place the page shows the address: the characters before and after each line break. It is
 * one long word: where it does not fit on a line it may wrap only where an address may, after the
 * @ or beside a dot, never inside a name ("heartwoodfloors.exa" / "mple").
 */
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

for (const path of laidOut) {
  test(`${path} lays out at every width, its floating buttons on screen and covering nothing`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    // With reduced motion nothing moves once the page is rendered somewhere.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoReady(page, path);
    const dock = page.getByRole('complementary', { name: chrome.floatingLabel });
    const overflow: string[] = [];
    const covered: Covered[] = [];
    const emailBreaks: string[] = [];
    for (const width of [320, 375, 768, 1024, 1280, 1920, 2560, 3840]) {
      await page.setViewportSize({ width, height: Math.round((width * 9) / 16) });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (sideways !== 0) overflow.push(`${width} px: ${sideways} px too wide`);
      for (const name of [chrome.floatingCall, chrome.floatingSms, chrome.floatingEmail]) {
        await expect(dock.getByRole('link', { name }), `${name} at ${width} px`).toBeInViewport();
      }
      if (showingEmail.includes(path)) {
        const places = await lineBreaks(page, company.email);
        expect(places.length, `the email address at ${width} px`).toBeGreaterThan(0);
        emailBreaks.push(...places.flat().filter((pair) => !natural(pair)));
      }
      const end = await page.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      // On phones, the end of the page alone, and its controls alone: text may pass under the
      // buttons as the page scrolls.
      const beside = dockWidths.includes(width);
      for (const share of beside ? [0, 0.25, 0.5, 0.75, 1] : [1]) {
        const at = Math.round(end * share);
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), at);
        await renderedFrame(page);
        for (const what of await coveredByDock(page, chrome.floatingLabel, beside)) {
          covered.push({ what, at, width });
        }
      }
    }
    expect(overflow).toEqual([]);
    expect(covered).toEqual([]);
    expect(emailBreaks).toEqual([]);
    if (path === '/missing') return;
    // On the 4K screen it was left at: the main column uses the width, at least two thirds of
    // it, not a phone strip; every photo was fetched at least as wide as it is drawn.
    const { column, soft } = await fillAndSharpness(page);
    expect(column).toBeGreaterThan(3840 * 0.66);
    expect(soft).toEqual([]);
    if (path !== pageKinds.home) expect(await bandProblems(page)).toEqual([]);
  });
}
