import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, gotoKiosk, routesUnderTest, test } from './fixtures.ts';

/** Every axe violation on the page, as "rule: targets". */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`);
}

for (const [width, reducedMotion] of [
  [375, 'no-preference'],
  [1280, 'no-preference'],
  [375, 'reduce'],
  [1280, 'reduce'],
] as const) {
  test.describe(`axe at ${width} px, motion ${reducedMotion}`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion });

    for (const path of [...routesUnderTest, '/missing']) {
      test(`${path} has no violations`, async ({ page, allowConsole }) => {
        allowConsole(/status of 404/);
        await gotoHydrated(page, path);
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
});
