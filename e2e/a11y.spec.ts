import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, routesUnderTest, test } from './fixtures.ts';

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
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
        ).toEqual([]);
      });
    }
  });
}

test.describe('axe in kiosk mode at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  for (const path of routesUnderTest) {
    test(`${path} has no violations, QR panel open`, async ({ page }) => {
      await gotoHydrated(page, `${path}?kiosk=1`);
      await page.waitForFunction(() => document.documentElement.dataset.kiosk === 'on');
      await page.getByRole('button', { name: 'Contact QR codes' }).click();
      await expect(page.getByRole('img', { name: /^QR code: Call us/ })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
      ).toEqual([]);
    });
  }
});
