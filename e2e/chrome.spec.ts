import { copyrightLine } from '../src/content/company.ts';
import { mailtoHref, smsHref, telHref } from '../src/content/contactHrefs.ts';
import { sitePages } from '../src/content/pages.ts';
import { expect, gotoReady, test } from './fixtures.ts';

test.describe('shared chrome', () => {
  for (const width of [390, 768, 1280, 1920]) {
    test(`at ${width} px the floating contact covers no footer control`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, '/about');
      await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
      // Each control is seen and tapped as itself from end to end (along its middle, where even
      // a pill's rounded ends are the control).
      const covered = await page.getByRole('contentinfo').evaluate((footer) =>
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
      expect(covered).toEqual([]);
    });
  }

  // What every page's HTML says of its chrome is checked in Node (build-time/documents); here,
  // what shows: a page whose item is highlighted, and one the top navigation has no item for.
  for (const path of ['/products', '/work']) {
    test(`${path} marks its nav item, offers call/SMS/email and the footer`, async ({ page }) => {
      await gotoReady(page, path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const current = nav.locator('[aria-current="page"]');
      const item = sitePages.find((entry) => entry.path === path)?.nav;
      if (!item || item.footerOnly) {
        // The work and the prices are reached from the footer: the top navigation, the spec's,
        // has no item of theirs, nor of a filter or a project.
        await expect(current).toHaveCount(0);
      } else {
        await expect(current).toHaveCount(1);
        const { label } = item;
        await expect(current).toHaveText(label);
        // The highlight is visible, not only announced: the current link is coloured differently.
        const other = nav.getByRole('link').filter({ hasNotText: label }).first();
        const colour = (locator: typeof current) =>
          locator.evaluate((el) => getComputedStyle(el).color);
        expect(await colour(current)).not.toBe(await colour(other));
      }

      const dock = page.getByRole('complementary', { name: 'Quick contact' });
      await expect(dock.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', telHref());
      await expect(dock.getByRole('link', { name: 'Text us' })).toHaveAttribute('href', smsHref());
      await expect(dock.getByRole('link', { name: 'Email us' })).toHaveAttribute(
        'href',
        mailtoHref(),
      );
      await expect(dock).toBeInViewport();

      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(copyrightLine);
      for (const name of [/Instagram/, /Facebook/]) {
        const link = footer.getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(page.getByRole('banner').getByRole('link', { name: /Call/ })).toHaveAttribute(
        'href',
        /^tel:/,
      );
    });
  }

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

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await gotoReady(page, '/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('after a route change the page starts at the top, and the first Tab is the skip link', async ({
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
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('focus is visible on keyboard navigation', async ({ page }) => {
    await gotoReady(page, '/products');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toMatch(/solid [1-9]/);
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
