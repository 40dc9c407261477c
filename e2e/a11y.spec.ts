import { localePath } from '../src/content/locales.ts';
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

// Every page and the not-found page, in both motion modes and both languages: in English at a
// desktop's width with reduced motion, where every part shows at once and axe sees all of it, in
// layout.spec.ts, which loads each page there anyway; here in Spanish at a phone's, where the
// longer words wrap, with motion, where what waits below the fold to rise is transparent and axe
// checks no contrast there, but what is on screen moves as it does for most visitors. The Spanish
// pages open in turn in one browser page, each its own document, sparing each a context of its own.
test('axe at 375 px, motion no-preference: every Spanish page has no violations', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const found: Record<string, string[]> = {};
  const paths = [...routesUnderTest, '/missing'].map((route) => localePath('es', route));
  for (const path of paths) {
    await test.step(path, async () => {
      await gotoReady(page, path);
      found[path] = await violations(page);
    });
  }
  // Every page's violations at once, by address, rather than the first page's alone.
  expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
});

// The kiosk changes the same parts of every page, its chrome (the footer's links become QR codes,
// the dock opens over the page), and the contact page's links: the contact page shows both, in
// Spanish, where the words run longest. (Home and a project change in a kiosk only by the chrome.)
test.describe('axe in kiosk mode at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a Spanish kiosk page has no violations, QR panel open', async ({ page }) => {
    await gotoKiosk(page, '/contact?kiosk=1&lang=es');
    await page.getByRole('button', { name: 'Códigos QR de contacto' }).click();
    await expect(page.getByRole('img', { name: /^Código QR: Llámenos/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// axe runs in the page, so "before the code" is the page with its own scripts held back (which is
// also what a visitor without JavaScript gets, but for the form's no-script note): the pages with
// islands, each prerendered in a state of its own that its code changes. (The rest of a page's
// HTML, the same before the code as after, is checked above; the phone menu, one for every page,
// opens on each alike.)
test.describe('axe on the prerendered pages before their code has run, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of ['/contact', '/estimate', projectSample]) {
    test(`${path} has no violations, phone menu open`, async ({ page }) => {
      await gotoBeforeCode(page, path);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
