import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { defaultLocale, localePath, locales } from '../src/content/locales.ts';
import { expect, gotoBeforeCode, gotoReady, gotoKiosk, routesUnderTest, test } from './fixtures.ts';

/** Every axe violation on the page, as "rule: targets". */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}

// Both widths with reduced motion, where every part of every page shows at once; with motion, the
// same DOM (its reveals waiting below the fold, the parallax scene) at one width. A phone's
// layout with motion differs from the reduced one only by what waits to move.
for (const [width, reducedMotion] of [
  [375, 'reduce'],
  [1280, 'reduce'],
  [1280, 'no-preference'],
] as const) {
  test.describe(`axe at ${width} px, motion ${reducedMotion}`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion });

    // Every page and the not-found page; in Spanish at the phone's width, where its longer
    // words wrap (its DOM is the English one's, in other words).
    const checked = width === 375 ? locales : [defaultLocale];
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

test.describe('axe in kiosk mode at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of routesUnderTest) {
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
