import type { Page } from '@playwright/test';
import { filledIn } from '../src/content/language.ts';
import { projectsOf } from '../src/content/projects.ts';
import { projectAt } from '../src/pages/work/projectAt.ts';
import { en, notFound, work, projectSample } from './words.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  renderedFrame,
  test,
  waitForIsland,
  waitForPageScript,
  withoutScrollTimelines,
} from './fixtures.ts';

// What only a browser shows of the work: a project followed from the list and Back to it, a
// project's story as it scrolls, and its before and after at work. What the render writes (the
// list, its filters as pages of their own, a project's facts, title and links, which photos wait)
// is read in Node: src/pages/work/WorkPage.test.ts and ProjectPage.test.ts; which addresses are
// pages, there and in src/app/routes.test.ts, and that the host answers any other with the
// not-found page, in e2e/built/shipped.test.ts.

const sample = projectSample;
const sampleProject = projectAt(en, sample);
if (!sampleProject) throw new Error(`The frozen content has no project at ${sample}`);

/** The sample's chapters, in order, as the reader meets them. */
const chapterTitles = sampleProject.story.map((chapter) => chapter.title);
/** The place of the sample's before and after among its chapters, whose title names its region. */
const pairChapter = sampleProject.story.findIndex((chapter) => chapter.comparison !== undefined);
if (pairChapter < 0) throw new Error(`The project at ${sample} has no before and after`);

/** What the slider says of a divider `percent` of the way across. */
const position = (percent: number) =>
  filledIn(work.comparison.position, { percent: String(percent) });

const slider = (page: Page) => page.getByRole('slider', { name: work.comparison.slider });

test.describe('our work', () => {
  test('a project opens from the list, and Back returns to it', async ({ page }) => {
    const project = projectsOf(en).index.at(-1);
    if (!project) throw new Error('The frozen content has no project');
    await gotoReady(page, '/work');
    await page.getByRole('link', { name: project.title }).click();
    await expect(page).toHaveURL(project.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await expect(page).toHaveTitle(work.projectPageTitle(project.title));
    await page.goBack();
    await expect(page).toHaveURL('/work');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(work.list.title);
  });

  test('a link that names no project, followed in the page, shows the not-found page', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/404/u);
    await gotoReady(page, '/work');
    // As a visitor's old link in the page would: the host answers it with the not-found page.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/work/colorado/no-such-project';
      link.textContent = 'An old link';
      document.querySelector('main')?.append(link);
    });
    await page.getByRole('link', { name: 'An old link' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(page).toHaveURL('/work/colorado/no-such-project');
  });
});

test.describe('a project told as a story', () => {
  test.use({ reducedMotion: 'no-preference' });

  /** Scrolls so that the top of chapter `number` stands `y` pixels from the viewport's top. */
  async function readChapter(page: Page, number: number, y: number) {
    await page.locator(`#chapter-${number}`).evaluate((chapter, at) => {
      const top = chapter.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - at, behavior: 'instant' });
    }, y);
    await renderedFrame(page);
  }

  /** The chapter (its number) whose visual the visitor sees at a point of the screen. */
  const chapterShownAt = (page: Page, x: number, y: number) =>
    page.evaluate(
      ([left, top]) =>
        document
          .elementFromPoint(left, top)
          ?.closest('[data-chapter]')
          ?.id.replace('chapter-', '') ?? null,
      [x, y] as const,
    );

  for (const [name, width, height] of [
    ['at 1280 px', 1280, 800],
    ['on a phone', 390, 844],
  ] as const) {
    test(`${name}, a visual stays in view while its chapter passes, then the next one's`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await gotoReady(page, sample);
      await expect(page.locator('[data-chapter]')).toHaveCount(chapterTitles.length);
      await readChapter(page, 1, 0);
      const visual = page.locator('#chapter-1 [data-chapter-visual]');
      const first = await visual.boundingBox();
      if (!first) throw new Error('the first chapter has no visual');
      // A point inside the visual, where the next chapter's visual will stand too.
      const point = [first.x + first.width / 2, first.y + first.height / 3] as const;
      await readChapter(page, 1, -200);
      // Held in place while the chapter moved on up.
      expect((await visual.boundingBox())?.y).toBeCloseTo(first.y, 0);
      expect(await chapterShownAt(page, ...point)).toBe('1');
      if (width < 600) expect(first.height).toBeLessThanOrEqual(height / 2);
      // Further on, the same place shows the chapter being read.
      await readChapter(page, 3, 0);
      expect(await chapterShownAt(page, ...point)).toBe('3');
      // The marker says where the reader is.
      await expect(page.locator('#chapter-3 [data-chapter-marker]')).toHaveText(
        `3 / ${chapterTitles.length}`,
      );
    });
  }

  /** Checks that the story reads top to bottom: every chapter's visual, then its words. */
  async function expectStoryInOrder(page: Page) {
    const chapters = page.locator('[data-chapter]');
    await expect(chapters.getByRole('heading', { level: 2 })).toHaveText(chapterTitles);
    const order = await chapters.evaluateAll((all) =>
      all.map((chapter) => {
        const visual = chapter.querySelector('[data-chapter-visual]');
        const heading = chapter.querySelector('h2');
        return {
          visual: (visual?.getBoundingClientRect().top ?? NaN) + window.scrollY,
          heading: (heading?.getBoundingClientRect().top ?? NaN) + window.scrollY,
          photos: [...(visual?.querySelectorAll('img') ?? [])].map((image) => image.alt),
        };
      }),
    );
    for (const [index, chapter] of order.entries()) {
      expect(chapter.photos.length, chapterTitles[index]).toBeGreaterThan(0);
      expect(chapter.visual).toBeLessThanOrEqual(chapter.heading);
      expect(chapter.heading).toBeLessThan(order[index + 1]?.visual ?? Infinity);
    }
    for (const image of await chapters.locator('[data-chapter-visual] img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect(image).not.toHaveAttribute('alt', '');
    }
  }

  // A project's before and after is an island holding photos: without JavaScript, nothing of
  // the story may wait for it.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the story reads top to bottom, every chapter with its photo', async ({ page }) => {
      await page.goto(sample);
      await expectStoryInOrder(page);
    });
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the story reads top to bottom, and nothing follows the scroll: no visual held, no wipe', async ({
      page,
    }) => {
      await gotoReady(page, sample);
      await expectStoryInOrder(page);
      // Nothing holds a visual still over the text where the page may not move.
      await readChapter(page, 1, 0);
      const visual = page.locator('#chapter-1 [data-chapter-visual]');
      const y = (await visual.boundingBox())?.y ?? 0;
      await readChapter(page, 1, -100);
      expect((await visual.boundingBox())?.y).toBeCloseTo(y - 100, 0);
      // Nor does the before and after wipe as it passes: it stays half and half.
      await wakeComparison(page);
      await expectWipe(page, 'still');
    });
  });
});

/**
 * Scrolls until the sample's before and after is just below the screen, near enough for its
 * island to wake (half a screen ahead), and waits until it is live.
 */
async function wakeComparison(page: Page) {
  await page.locator('[data-comparison]').evaluate((element) => {
    const chapter = element.closest('[data-chapter]') ?? element;
    const top = window.scrollY + chapter.getBoundingClientRect().top - window.innerHeight * 1.2;
    window.scrollTo({ top, behavior: 'instant' });
  });
  await waitForIsland(page, '[data-comparison]');
}

/** Opens the sample and wakes its before and after (`wakeComparison`). */
async function nearComparison(page: Page) {
  await gotoReady(page, sample);
  await wakeComparison(page);
}

/**
 * Scrolls a live before and after through its wipe and checks what its slider says: from all
 * before (below the first screen) to all after with motion, and half and half all along without.
 */
async function expectWipe(page: Page, motion: 'wipes' | 'still') {
  await expect(slider(page)).toBeAttached();
  const start = position(motion === 'still' ? 50 : 0);
  await expect(slider(page)).toHaveAttribute('aria-valuetext', start);
  // One scroll that leaves the centre of the pair's chapter (which the wipe follows, the pair
  // staying in view as it passes) at a tenth of the screen's height: past the end of the wipe,
  // which ends at a fifth.
  await chapterCentreAt(page, 0.1);
  await renderedFrame(page);
  await expect(slider(page)).toHaveAttribute(
    'aria-valuetext',
    motion === 'still' ? start : position(100),
  );
}

/** Scrolls at once until the centre of the pair's chapter is `share` of the way down the screen. */
async function chapterCentreAt(page: Page, share: number) {
  await page.locator('[data-comparison]').evaluate((element, share) => {
    const box = (element.closest('[data-chapter]') ?? element).getBoundingClientRect();
    const top = window.scrollY + box.top + box.height / 2 - window.innerHeight * share;
    window.scrollTo({ top, behavior: 'instant' });
  }, share);
}

/**
 * Which photo a visitor sees at `share` of the way across the pair, half way down it: the word
 * on that photo.
 */
function photoAcross(page: Page, share: number) {
  return page.locator('[data-comparison]').evaluate((element, share) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width * share, box.top + box.height / 2);
    return hit?.closest('figure')?.querySelector('figcaption')?.textContent;
  }, share);
}

test.describe('before and after', () => {
  // The keys move it alike whether the page may move or not: one mode shows it.
  test('the keyboard moves it: arrows, Home and End', async ({ page }) => {
    await nearComparison(page);
    await slider(page).focus();
    await page.keyboard.press('Home');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', position(0));
    await page.keyboard.press('ArrowRight');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', position(1));
    await page.keyboard.press('End');
    await expect(slider(page)).toHaveAttribute('aria-valuetext', position(100));
  });

  // With reduced motion it stays where it is: the story's test above.
  test('scrolling through it wipes from before to after', async ({ page }) => {
    await nearComparison(page);
    await expectWipe(page, 'wipes');
  });

  test('with every script held at the network, scrolling through it still wipes', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, sample);
    // Its chapter's centre low on the screen, the wipe not begun: all before.
    await chapterCentreAt(page, 0.9);
    await expect.poll(() => photoAcross(page, 0.25)).toBe(work.comparison.before);
    expect(await photoAcross(page, 0.75)).toBe(work.comparison.before);
    // Half way through: the after photo left of the middle, the before photo right of it.
    await chapterCentreAt(page, 0.5);
    await expect.poll(() => photoAcross(page, 0.25)).toBe(work.comparison.after);
    expect(await photoAcross(page, 0.75)).toBe(work.comparison.before);
    // Past its end: all after.
    await chapterCentreAt(page, 0.1);
    await expect.poll(() => photoAcross(page, 0.75)).toBe(work.comparison.after);
    expect(await photoAcross(page, 0.25)).toBe(work.comparison.after);
    release();
  });

  test('the pointer drags it, and once the visitor has moved it, scrolling moves it no more', async ({
    page,
  }) => {
    await nearComparison(page);
    const pair = page.locator('[data-comparison="live"]');
    // Half way through the wipe.
    await chapterCentreAt(page, 0.5);
    await expect.poll(() => photoAcross(page, 0.25)).toBe(work.comparison.after);
    // Pressed three quarters of the way across and dragged back to a quarter, the divider
    // follows the pointer there.
    const box = await pair.boundingBox();
    if (!box) throw new Error('no pair');
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(slider(page)).toHaveAttribute('aria-valuetext', position(25));
    // Past the wipe's end, and back before its start: the picture stays as the visitor left it.
    await chapterCentreAt(page, 0.1);
    await renderedFrame(page);
    expect(await photoAcross(page, 0.75)).toBe(work.comparison.before);
    await chapterCentreAt(page, 0.9);
    await renderedFrame(page);
    expect(await photoAcross(page, 0.1)).toBe(work.comparison.after);
  });

  test('where the browser has no scroll timelines, its code wipes it instead', async ({ page }) => {
    await withoutScrollTimelines(page);
    await nearComparison(page);
    await expectWipe(page, 'wipes');
  });

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a sideways drag moves it, and an upward one scrolls the page', async ({ page }) => {
      await nearComparison(page);
      const pair = page.locator('[data-comparison="live"]');
      await pair.scrollIntoViewIfNeeded();
      await slider(page).focus();
      // The visitor's choice, which lets the scroll go: End, then Home. Home alone changes
      // nothing, and so chooses nothing, where the scroll has the divider at 0% already.
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      const box = await pair.evaluate(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      );
      const session = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        session.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        });
      const middle = Math.round(box.top + box.height / 2);
      // Up the screen, over the pair: the page scrolls, the divider stays.
      const scrolled = await page.evaluate(() => window.scrollY);
      await touch('touchStart', 200, middle);
      for (let y = middle - 10; y >= middle - 150; y -= 10) await touch('touchMove', 200, y);
      await touch('touchEnd', 200, middle - 150);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled);
      await expect(slider(page)).toHaveAttribute('aria-valuetext', position(0));
      // Sideways, over the pair: the divider follows the finger.
      const now = await pair.evaluate(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      );
      const y = Math.round(now.top + now.height / 2);
      const startX = Math.round(now.left + 20);
      const endX = Math.round(now.left + now.width / 2);
      await touch('touchStart', startX, y);
      for (let x = startX + 10; x <= endX; x += 10) await touch('touchMove', x, y);
      await touch('touchEnd', endX, y);
      await expect(slider(page)).not.toHaveAttribute('aria-valuetext', position(0));
    });
  });

  // Motion off, so that a chapter waiting to rise into view (moved by a transform) is not taken
  // for something the code moved.
  test.describe('with motion off', () => {
    test.use({ reducedMotion: 'reduce' });

    test('before the code arrives both photos show, labelled, and nothing moves when it does', async ({
      page,
    }) => {
      const release = await gotoBeforeCode(page, sample);
      const pair = page
        .getByRole('region', { name: chapterTitles[pairChapter] })
        .locator('[data-comparison]');
      await expect(pair.getByRole('figure')).toHaveText([
        work.comparison.before,
        work.comparison.after,
      ]);
      await expect(slider(page)).toHaveCount(0);
      // The pair, and what follows it.
      const next = page.getByRole('heading', {
        level: 2,
        name: chapterTitles[pairChapter + 1],
        exact: true,
      });
      const before = [await pair.boundingBox(), await next.boundingBox()];
      release();
      await waitForPageScript(page);
      // Woken as it nears the screen: the island's code comes, and the slider with it.
      await pair.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      await waitForIsland(page, '[data-comparison]');
      await expect(slider(page)).toBeAttached();
      const shift = (box: { x: number; y: number } | null) =>
        box && { ...box, y: box.y + scrolled };
      expect([shift(await pair.boundingBox()), shift(await next.boundingBox())]).toEqual(before);
    });
  });
});
