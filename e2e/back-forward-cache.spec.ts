import { chromiumFlags, systemChromium } from '../scripts/chromium.mjs';
import { chrome, navLabel } from './words.ts';
import { expect, gotoReady, pageKinds, test } from './fixtures.ts';

// The back/forward cache: Playwright turns it off, and the headless shell the other specs run on
// has none, so this runs on the full Chromium with it on, as a visitor's browser is.
test.use({
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
    args: [...chromiumFlags],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('a page Back brings back from the back/forward cache shows its menu closed', async ({
  page,
}) => {
  // Whether the page came back from the cache, as its `pageshow` says.
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      (window as unknown as { restored: boolean }).restored = event.persisted;
    }),
  );
  await gotoReady(page, pageKinds.text);
  const toggle = page.getByRole('button', { name: chrome.menuButton });
  const menu = page.getByRole('navigation', { name: chrome.mobileNavLabel });
  await toggle.tap();
  await menu.getByRole('link', { name: navLabel('contact') }).tap();
  await expect(page).toHaveURL(pageKinds.form);
  // A page restored from the cache has no load event to wait for.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(pageKinds.text);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored))
    .toBe(true);
  await expect(menu).toBeHidden();
  await expect(toggle).toBeVisible();
});
