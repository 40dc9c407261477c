import type { Page } from '@playwright/test';
import { projectPaths } from '../build-time/workContent.ts';
import { expect, gotoBeforeCode, gotoHydrated, test, waitForHydration } from './fixtures.ts';

/** The sample project with every part: a before and after pair and the client's words. */
const sample = '/work/red-oak-kitchen-denver';

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
      await expect(page).toHaveURL('/work/walnut-stairs-bozeman');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walnut stairs, restored');
    });

    test('a project shows both photos of its pair, labelled', async ({ page }) => {
      await page.goto(sample);
      const pair = page.getByRole('region', { name: 'Before and after' });
      await expect(pair.getByRole('img')).toHaveCount(2);
      await expect(pair.getByRole('figure')).toHaveText(['Before', 'After']);
      await expect(slider(page)).toHaveCount(0);
    });
  });

  test('every page leads to it from its footer, and the top navigation is the spec’s', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'OUR WORK' }).click();
    await expect(page).toHaveURL('/work');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: 'OUR WORK' })).toHaveCount(0);
  });

  test('a project page gives its facts, and its own title and description', async ({ page }) => {
    await gotoHydrated(page, sample);
    await expect(page).toHaveTitle(
      'A 1950s kitchen floor, refinished | Heartwood Floors & Interiors',
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Red oak under decades of grey finish, sanded to bare wood and sealed in a natural matte.',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/work\/red-oak-kitchen-denver$/u,
    );
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
    for (const chapter of ['Before', 'The work', 'The result']) {
      await expect(
        page.getByRole('heading', { level: 2, name: chapter, exact: true }),
      ).toBeAttached();
    }
    // The client's words are a quote.
    await expect(page.locator('blockquote')).toContainText('sample quote');
  });

  test('"Start a project like this" opens the form with the project’s kind chosen', async ({
    page,
  }) => {
    await gotoHydrated(page, sample);
    await page.getByRole('link', { name: 'Start a project like this' }).click();
    await expect(page).toHaveURL('/contact?type=refinishing');
    await expect(page.getByLabel(/Project Type/)).toHaveValue('refinishing');
  });

  test('an address that names no project is the not-found page', async ({ page, allowConsole }) => {
    allowConsole(/404/u);
    const response = await page.goto('/work/no-such-project');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('the sitemap lists every project in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of projectPaths()) {
      expect(sitemap).toContain(`${path}</loc>`);
      expect(sitemap).toContain(`/es${path}</loc>`);
    }
    expect(projectPaths()).toHaveLength(3);
  });

  test('a project is in Spanish at its Spanish address, with the language switch', async ({
    page,
  }) => {
    await gotoHydrated(page, `/es${sample}`);
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

test.describe('before and after', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test.describe(`motion ${reducedMotion}`, () => {
      test.use({ reducedMotion });

      test('the keyboard moves it: arrows, Home and End', async ({ page }) => {
        await gotoHydrated(page, sample);
        await slider(page).focus();
        await page.keyboard.press('Home');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '0% after');
        await page.keyboard.press('ArrowRight');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '1% after');
        await page.keyboard.press('End');
        await expect(slider(page)).toHaveAttribute('aria-valuetext', '100% after');
      });

      test('the pointer moves it to where it presses', async ({ page }) => {
        await gotoHydrated(page, sample);
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

  test.describe('on a touch screen', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a sideways drag moves it, and an upward one scrolls the page', async ({ page }) => {
      await gotoHydrated(page, sample);
      const pair = page.locator('[data-comparison="live"]');
      await pair.scrollIntoViewIfNeeded();
      await slider(page).focus();
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

  test('before the code arrives both photos show, labelled, and nothing moves when it does', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, sample);
    const pair = page.getByRole('region', { name: 'Before and after' });
    await expect(pair.getByRole('figure')).toHaveText(['Before', 'After']);
    await expect(slider(page)).toHaveCount(0);
    const before = await pair.boundingBox();
    release();
    await waitForHydration(page);
    await expect(slider(page)).toBeAttached();
    expect(await pair.boundingBox()).toEqual(before);
  });
});
