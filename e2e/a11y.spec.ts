import { defaultLocale, localePath, locales } from '../src/content/locales.ts';
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

// With reduced motion every part of every page shows at once, so axe sees all of it (with motion,
// what waits below the fold to rise is transparent, and axe checks no contrast there): every page
// and the not-found page at a phone's width in both languages, where the Spanish words wrap, and
// at a desktop's. With motion, at 1280 px, e2e/shipped.spec.ts checks every page of the sitemap
// in both languages (the shipped content and an owner's edit of it).
for (const [width, checked] of [
  [375, locales],
  [1280, [defaultLocale]],
] as const) {
  test.describe(`axe at ${width} px, motion reduce`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of checked.flatMap((locale) =>
      [...routesUnderTest, '/missing'].map((route) => localePath(locale, route)),
    )) {
      test(`${path} has no violations`, async ({ page, allowConsole }) => {
        allowConsole(/status of 404/);
        await gotoReady(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

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
