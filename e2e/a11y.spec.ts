import { localePath, locales } from '../src/content/locales.ts';
import { axeViolations as violations } from './axe.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  gotoKiosk,
  projectSample,
  routesUnderTest,
  test,
} from './fixtures.ts';

// Every page and the not-found page, in both languages, at a phone's width with reduced motion,
// where every part of every page shows at once. With motion, at 1280 px, axe checks every page of
// the sitemap in both languages in e2e/shipped.spec.ts (on the shipped content and an owner's
// edit of it): the same pages' DOM but for what waits to move.
test.describe('axe at 375 px, motion reduce', () => {
  test.use({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });

  for (const path of locales.flatMap((locale) =>
    [...routesUnderTest, '/missing'].map((route) => localePath(locale, route)),
  )) {
    test(`${path} has no violations`, async ({ page, allowConsole }) => {
      allowConsole(/status of 404/);
      await gotoReady(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }
});

// The kiosk changes the same parts of every page (the footer's and the contact page's links become
// QR codes, the dock opens over the page): Home, a project with its before and after, and the
// contact page in Spanish below show each of them.
test.describe('axe in kiosk mode at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of ['/', projectSample]) {
    test(`${path} has no violations, QR panel open`, async ({ page }) => {
      await gotoKiosk(page, `${path}?kiosk=1`);
      await page.getByRole('button', { name: 'Contact QR codes' }).click();
      await expect(page.getByRole('img', { name: /^QR code: Call us/ })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a Spanish kiosk page has no violations, QR panel open', async ({ page }) => {
    await gotoKiosk(page, '/contact?kiosk=1&lang=es');
    await page.getByRole('button', { name: 'Códigos QR de contacto' }).click();
    await expect(page.getByRole('img', { name: /^Código QR: Llámenos/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// axe runs in the page, so "before the code" is the page with its own scripts held back (which is
// also what a visitor without JavaScript gets, but for the form's no-script note).
test.describe('axe on the prerendered pages before their code has run, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of routesUnderTest) {
    test(`${path} has no violations, phone menu open`, async ({ page }) => {
      await gotoBeforeCode(page, path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
