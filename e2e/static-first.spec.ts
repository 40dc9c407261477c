import type { Page } from '@playwright/test';
import { expect, gotoBeforeCode, gotoHydrated, test } from './fixtures.ts';

// The prerendered page is a working page on its own: before the app's code has run (held at the
// network here, as on a slow phone or a flaky kiosk network) and with JavaScript off, every
// control a visitor can see works, and hydration changes nothing a visitor could notice.

/** What Chromium's accessibility tree says of the menu button: its name and expanded state. */
async function menuButtonInTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const buttons = nodes.filter(
    (node) =>
      !node.ignored && node.role?.value === 'button' && /menu/i.test(String(node.name?.value)),
  );
  expect(buttons).toHaveLength(1);
  const [button] = buttons;
  return {
    name: button?.name?.value,
    expanded: button?.properties?.find((property) => property.name === 'expanded')?.value.value,
  };
}

/**
 * The phone menu's whole contract: one tap opens it, a tap outside closes it, Escape closes it
 * and gives focus back to the toggle, its state is in the accessibility tree (under one constant
 * name), and a link in it leads to its page.
 */
async function useThePhoneMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: false });

  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'SERVICES' })).toBeInViewport();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: true });

  // A tap below the panel, on the page.
  const panel = await menu.boundingBox();
  await page.touchscreen.tap(8, (panel?.y ?? 0) + (panel?.height ?? 0) + 40);
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: false });

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'HOME' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await menu.getByRole('link', { name: 'SERVICES' }).tap();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
  await expect(menu).toBeHidden();
}

test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('works before the page’s code has run', async ({ page }) => {
    await gotoBeforeCode(page, '/contact');
    await useThePhoneMenu(page);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  });

  test('works the same once the page is hydrated', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await useThePhoneMenu(page);
    // Any route change closes it, Back included.
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('works', async ({ page }) => {
      await page.goto('/contact');
      await useThePhoneMenu(page);
    });
  });
});
