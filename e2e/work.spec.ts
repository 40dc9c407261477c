import { company } from './words.ts';
import type { Page } from '@playwright/test';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  projectSample,
  renderedFrame,
  test,
  waitForIsland,
  waitForPageScript,
  withoutScrollTimelines,
} from './fixtures.ts';

const sample = projectSample;

const slider = (page: Page) => page.getByRole('slider', { name: 'Compare before and after' });

test.describe('our work', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('lists every project, newest first, each leading to its page', async ({ page }) => {
      await page.goto('/work');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Floors we have finished');
      const titles = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(titles).toHaveText([
        'A 1950s kitchen floor, refinished',
        'Wide-plank white oak for a great room',
        'Walnut stairs, restored',
      ]);
      await expect(page.getByRole('main').getByRole('article').first()).toContainText(
        'Denver, Colorado · Floor Refinishing',
      );
      await page.getByRole('link', { name: 'Walnut stairs, restored' }).click();
      await expect(page).toHaveURL('/work/montana/walnut-stairs-bozeman');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut stairs, restored');
    });

    test('narrows to a region or a kind of work by links, each a page of its own', async ({
      page,
    }) => {
      await page.goto('/work');
      const filters = page.getByRole('navigation', { name: 'Narrow the projects' });
      await expect(filters.getByRole('link')).toHaveText([
        'All projects',
        'Colorado',
        'Utah',
        'Montana',
        'New Installation',
        'Floor Refinishing',
        'Repair & Restoration',
      ]);
      await expect(filters.getByRole('link', { name: 'All projects' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const titles = page.getByRole('main').getByRole('article').getByRole('heading');
      await filters.getByRole('link', { name: 'Utah' }).click();
      await expect(page).toHaveURL('/work/utah');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Floors we have finished in Utah',
      );
      await expect(page).toHaveTitle(`Floors we have finished in Utah | ${company.name}`);
      await expect(titles).toHaveText(['Wide-plank white oak for a great room']);
      await expect(filters.getByRole('link', { name: 'Utah' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await filters.getByRole('link', { name: 'Repair & Restoration' }).click();
      await expect(page).toHaveURL('/work/repair');
      await expect(titles).toHaveText(['Walnut stairs, restored']);
      await filters.getByRole('link', { name: 'All projects' }).click();
      await expect(titles).toHaveCount(3);
    });

    test('Home’s region cards lead to each region’s work, and About’s projects to all of it', async ({
      page,
    }) => {
      await page.goto('/');
      const regions = page.getByRole('region', { name: 'Our regions' });
      const card = (name: string) => regions.getByRole('article').filter({ hasText: name });
      await expect(card('Colorado').getByRole('link')).toHaveAttribute('href', '/work/colorado');
      await expect(card('Montana').getByRole('link')).toHaveAttribute('href', '/work/montana');
      // No project there yet: all the work. Coming soon: nowhere.
      await expect(card('Las Vegas').getByRole('link')).toHaveAttribute('href', '/work');
      await expect(card('Los Angeles').getByRole('link')).toHaveCount(0);
      await card('Utah').getByRole('link').click();
      await expect(page).toHaveURL('/work/utah');

      await page.goto('/about');
      await page.getByRole('link', { name: /Projects Completed/u }).click();
      await expect(page).toHaveURL('/work');
    });

    test('a project shows both photos of its pair, labelled', async ({ page }) => {
      await page.goto(sample);
      const pair = page
        .getByRole('region', { name: 'Before and after' })
        .locator('[data-comparison]');
      await expect(pair.getByRole('img')).toHaveCount(2);
      await expect(pair.getByRole('figure')).toHaveText(['Before', 'After']);
      await expect(slider(page)).toHaveCount(0);
    });
  });

  test('every page leads to it from its footer, and the top navigation is the spec’s', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'OUR WORK', exact: true }).click();
    await expect(page).toHaveURL('/work');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Floors we have finished');
    await expect(page.getByRole('banner').getByRole('link', { name: 'OUR WORK' })).toHaveCount(0);
  });

  test('a project page gives its facts, and its own title and description', async ({ page }) => {
    await gotoReady(page, sample);
    await expect(page).toHaveTitle(`A 1950s kitchen floor, refinished | ${company.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Red oak under decades of grey finish, sanded to bare wood and sealed in a natural matte. A sample project, as the tests know it.',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${sample}$`, 'u'),
    );
    // Shared, it shows the finished floor.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /1581858726788-75bc0f6a952d/u,
    );
    // Described to search engines as the work it is, never with a rating or a review.
    const described = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
    ) as Record<string, unknown>;
    expect(described).toMatchObject({
      '@type': 'CreativeWork',
      name: 'A 1950s kitchen floor, refinished',
      locationCreated: { address: { addressLocality: 'Denver', addressRegion: 'Colorado' } },
    });
    expect(JSON.stringify(described)).not.toMatch(/rating|review/iu);
    const facts = page.getByRole('region', { name: 'The project' });
    const fact = (term: string) =>
      facts
        .locator('div')
        .filter({ has: page.getByText(term, { exact: true }) })
        .locator('dd');
    await expect(fact('Where')).toHaveText('Denver, Colorado');
    await expect(fact('Kind of work')).toHaveText('Floor Refinishing');
    await expect(fact('Size')).toHaveText('640 sq ft');
    await expect(fact('Wood')).toHaveText('Red oak');
    await expect(fact('Finish')).toHaveText('Natural matte, water-based');
    await expect(fact('Duration')).toHaveText('4 days');
    await expect(fact('Finished')).toHaveText('September 2026');
    for (const chapter of ['The room before', 'Before and after', 'The work', 'The result']) {
      await expect(
        page.getByRole('heading', { level: 2, name: chapter, exact: true }),
      ).toBeAttached();
    }
    // What the customer said of it, from the reviews, as a quote.
    await expect(page.locator('main blockquote')).toHaveText(
      'They sanded our red oak back to the wood and the kitchen looks new. The crew cleaned up every evening.',
    );
  });

  test('photos below the first screen wait until they near it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, '/work');
    const cards = page.getByRole('main').getByRole('article').getByRole('img');
    // The first card is the largest thing a phone shows at load.
    await expect(cards.first()).not.toHaveAttribute('loading', 'lazy');
    for (const photo of (await cards.all()).slice(1)) {
      await expect(photo).toHaveAttribute('loading', 'lazy');
    }
    await gotoReady(page, sample);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    const pair = page.getByRole('region', { name: 'Before and after' }).getByRole('img');
    await expect(pair).toHaveCount(2);
    for (const photo of await pair.all()) await expect(photo).toHaveAttribute('loading', 'lazy');
  });

  test('a project opens from the list, and Back returns to it', async ({ page }) => {
    await gotoReady(page, '/work');
    await page.getByRole('link', { name: 'Walnut stairs, restored' }).click();
    await expect(page).toHaveURL('/work/montana/walnut-stairs-bozeman');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut stairs, restored');
    await expect(page).toHaveTitle(`Walnut stairs, restored | ${company.name}`);
    await expect(page.getByRole('region', { name: 'The project' })).toContainText('Black walnut');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Floors we have finished');
  });

  test('"Start a project like this" opens the form with the project’s kind chosen', async ({
    page,
  }) => {
    await gotoReady(page, sample);
    await page.getByRole('link', { name: 'Start a project like this' }).click();
    await expect(page).toHaveURL('/contact?type=refinishing');
    await expect(page.getByLabel(/Project Type/)).toHaveValue('refinishing');
  });

  for (const path of [
    '/work/no-such-filter',
    '/work/colorado/no-such-project',
    '/work/utah/red-oak-kitchen-denver',
  ]) {
    // What the host answers is the whole not-found document (the browser shows it below).
    test(`${path}, which names nothing, is the not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('>Oops! Page not found</h1>');
      expect(html).toMatch(/<title>[^<]*Page not found[^<]*<\/title>/u);
      // The not-found page has no Spanish version of its own address: the switch leads Home.
      expect(html).toMatch(/<a [^>]*href="\/es"[^>]*>Español<\/a>/u);
    });
  }

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect(page).toHaveURL('/work/colorado/no-such-project');
  });

  test('a project is in Spanish at its Spanish address, with the language switch', async ({
    page,
  }) => {
    await gotoReady(page, `/es${sample}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Un piso de cocina de los años 50, renovado',
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`${sample}$`, 'u'),
    );
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute(
      'href',
      sample,
    );
  });
});

/** The sample's chapters, in order, as the reader meets them. */
const chapterTitles = ['The room before', 'Before and after', 'The work', 'The result'];

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
      await expect(page.locator('#chapter-3 [data-chapter-marker]')).toHaveText('3 / 4');
    });
  }

  for (const [name, options] of [
    ['without JavaScript', { javaScriptEnabled: false }],
    ['with reduced motion', { reducedMotion: 'reduce' }],
  ] as const) {
    test.describe(name, () => {
      test.use(options);

      test('the story reads top to bottom, every chapter with its photo', async ({ page }) => {
        await page.goto(sample);
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
        if ('javaScriptEnabled' in options) return;
        // Nothing holds a visual still over the text where the page may not move.
        await readChapter(page, 1, 0);
        const visual = page.locator('#chapter-1 [data-chapter-visual]');
        const y = (await visual.boundingBox())?.y ?? 0;
        await readChapter(page, 1, -100);
        expect((await visual.boundingBox())?.y).toBeCloseTo(y - 100, 0);
      });
    });
  }
});

/**
 * Opens the sample and scrolls until its before and after is just below the screen, near enough
 * for its island to wake (half a screen ahead), and waits until it is live.
 */
async function nearComparison(page: Page) {
  await gotoReady(page, sample);
  await page.locator('[data-comparison]').evaluate((element) => {
    const chapter = element.closest('[data-chapter]') ?? element;
    const top = window.scrollY + chapter.getBoundingClientRect().top - window.innerHeight * 1.2;
    window.scrollTo({ top, behavior: 'instant' });
  });
  await waitForIsland(page, '[data-comparison]');
}

/**
 * Scrolls a live before and after through its wipe and checks what its slider says: from all
 * before (below the first screen) to all after with motion, and half and half all along without.
 */
async function expectWipe(page: Page, motion: 'wipes' | 'still') {
  await expect(slider(page)).toBeAttached();
  const start = motion === 'still' ? '50% after' : '0% after';
  await expect(slider(page)).toHaveAttribute('aria-valuetext', start);
  // One scroll that leaves the centre of the pair's chapter (which the wipe follows, the pair
  // staying in view as it passes) at a tenth of the screen's height: past the end of the wipe,
  // which ends at a fifth.
  await chapterCentreAt(page, 0.1);
  await renderedFrame(page);
  await expect(slider(page)).toHaveAttribute(
    'aria-valuetext',
    motion === 'still' ? start : '100% after',
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
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`motion ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      test('the keyboard moves it: arrows, Home and End', async ({ page }) => {
        await nearComparison(page);
        await slider(page).focus();
        await page.keyboard.press('Home');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '0% after');
        await page.keyboard.press('ArrowRight');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '1% after');
        await page.keyboard.press('End');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '100% after');
      });

      test(
        reducedMotion === 'reduce'
          ? 'scrolling past it leaves it where it is'
          : 'scrolling through it wipes from before to after',
        async ({ page }) => {
          await nearComparison(page);
          await expectWipe(page, reducedMotion === 'reduce' ? 'still' : 'wipes');
        },
      );

      test('the pointer moves it to where it presses', async ({ page }) => {
        await nearComparison(page);
        const pair = page.locator('[data-comparison="live"]');
        await pair.scrollIntoViewIfNeeded();
        const box = await pair.boundingBox();
        if (!box) throw new Error('no pair');
        await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '75% after');
      });
    });
  }

  test('with every script held at the network, scrolling through it still wipes', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, sample);
    // Its chapter's centre low on the screen, the wipe not begun: all before.
    await chapterCentreAt(page, 0.9);
    await expect.poll(() => photoAcross(page, 0.25)).toBe('Before');
    expect(await photoAcross(page, 0.75)).toBe('Before');
    // Half way through: the after photo left of the middle, the before photo right of it.
    await chapterCentreAt(page, 0.5);
    await expect.poll(() => photoAcross(page, 0.25)).toBe('After');
    expect(await photoAcross(page, 0.75)).toBe('Before');
    // Past its end: all after.
    await chapterCentreAt(page, 0.1);
    await expect.poll(() => photoAcross(page, 0.75)).toBe('After');
    expect(await photoAcross(page, 0.25)).toBe('After');
    release();
  });

  test('once the visitor has moved it, scrolling moves it no more', async ({ page }) => {
    await nearComparison(page);
    const pair = page.locator('[data-comparison="live"]');
    // Half way through the wipe.
    await chapterCentreAt(page, 0.5);
    await expect.poll(() => photoAcross(page, 0.25)).toBe('After');
    // A press a quarter of the way across puts the divider there.
    const box = await pair.boundingBox();
    if (!box) throw new Error('no pair');
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect(slider(page)).toHaveAttribute('aria-valuetext', '25% after');
    // Past the wipe's end, and back before its start: the picture stays as the visitor left it.
    await chapterCentreAt(page, 0.1);
    await renderedFrame(page);
    expect(await photoAcross(page, 0.75)).toBe('Before');
    await chapterCentreAt(page, 0.9);
    await renderedFrame(page);
    expect(await photoAcross(page, 0.1)).toBe('After');
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
      await expect(slider(page)).toHaveAttribute('aria-valuetext', '0% after');
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
      await expect(slider(page)).not.toHaveAttribute('aria-valuetext', '0% after');
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
        .getByRole('region', { name: 'Before and after' })
        .locator('[data-comparison]');
      await expect(pair.getByRole('figure')).toHaveText(['Before', 'After']);
      await expect(slider(page)).toHaveCount(0);
      // The pair, and what follows it.
      const next = page.getByRole('heading', { level: 2, name: 'The work', exact: true });
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
