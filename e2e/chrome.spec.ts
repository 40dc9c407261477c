import { expect, gotoReady, test } from './fixtures.ts';

test.describe('shared chrome', () => {
  // One page laid out anew at each width by a resize, as a load at that width would: the dock
  // floats over the page on phones, in a row, and stands in a column beside it from tablets up.
  test('at every width the floating contact covers no footer control', async ({ page }) => {
    await gotoReady(page, '/about');
    const covered: Record<number, (string | null)[]> = {};
    for (const width of [390, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
      // Each control is seen and tapped as itself from end to end (along its middle, where even
      // a pill's rounded ends are the control).
      covered[width] = await page.getByRole('contentinfo').evaluate((footer) =>
        [...footer.querySelectorAll<HTMLElement>('a, button')]
          .filter((control) => {
            const box = control.getBoundingClientRect();
            const middle = box.top + box.height / 2;
            const ends = Math.min(box.height / 2, box.width / 2);
            const xs = [box.left + ends, box.left + box.width / 2, box.right - ends];
            return (
              box.bottom <= window.innerHeight &&
              xs.some((x) => !control.contains(document.elementFromPoint(x, middle)))
            );
          })
          .map((control) => control.textContent),
      );
    }
    expect(covered).toEqual({ 390: [], 768: [], 1280: [], 1920: [] });
  });

  // What every page's HTML says of its chrome (the current page marked in the top navigation, or
  // no item marked where it has none; the dock's call, text and email; the header's call; the
  // footer) is checked in Node (build-time/documents); here, what only shows.
  test('/products highlights its nav item, shows keyboard focus, and keeps the call, text and email buttons on screen', async ({
    page,
  }) => {
    await gotoReady(page, '/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current).toHaveText('PRODUCTS');
    // The highlight is visible, not only announced: the current link is coloured differently.
    const other = nav.getByRole('link').filter({ hasNotText: 'PRODUCTS' }).first();
    const colour = (locator: typeof current) =>
      locator.evaluate((el) => getComputedStyle(el).color);
    expect(await colour(current)).not.toBe(await colour(other));

    const dock = page.getByRole('complementary', { name: 'Quick contact' });
    for (const name of ['Call us', 'Text us', 'Email us']) {
      await expect(dock.getByRole('link', { name })).toBeInViewport();
    }

    // Focus is visible on keyboard navigation: on the page's first link after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/solid [1-9]/);
  });

  test('HOME anchors to #home and is current on the Home page', async ({ page }) => {
    await gotoReady(page, '/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'HOME' })
      .click();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#home')).toBeInViewport();
  });

  test('after a route change the page starts at the top, and the first Tab is the skip link, which jumps to the main content', async ({
    page,
  }) => {
    await gotoReady(page, '/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'SERVICES' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page).toHaveTitle(/^Services/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // A new document: the browser starts focus at its top, where the skip link is the first stop.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('marks the current page, and closes when a link is chosen', async ({ page }) => {
    await gotoReady(page, '/products');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText('PRODUCTS');

    await menu.getByRole('link', { name: 'ABOUT' }).tap();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    // On Home too.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
    await toggle.tap();
    await menu.getByRole('link', { name: 'HOME' }).tap();
    await expect(page).toHaveURL(/\/#home$/);
    await expect(menu).toBeHidden();
  });
});
