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
