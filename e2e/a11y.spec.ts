import type { Page } from '@playwright/test';
import { companyOf } from '../src/content/company.ts';
import { localePath } from '../src/content/locales.ts';
import { chromeText } from '../src/content/navigation.ts';
import { kioskText } from '../src/kiosk/content/kioskText.ts';
import { axeViolations as violations } from './axe.ts';
import { chrome, es } from './words.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  gotoKiosk,
  pageKinds,
  routesUnderTest,
  test,
} from './fixtures.ts';

// Every page and the not-found page, once in each motion mode, each in one language: in English
// at a desktop's width with reduced motion, where every part shows at once and axe sees all of it;
// in Spanish at a phone's, where the longer words wrap, with motion, where what waits below the
// fold to rise is transparent and axe checks no contrast there, but what is on screen moves as it
// does for most visitors. The pages of a language open in turn in one browser page, each its own
// document, sparing each a context of its own.
test.describe('axe on every page', () => {
  // Every page loaded and checked one after the other: fourteen of them take about a quarter of a
  // minute, more than the default half minute on a machine busy with other work.
  test.describe.configure({ timeout: 60_000 });

  /** Opens each page in turn, and expects every page's violations at once, by address. */
  async function expectNone(page: Page, paths: readonly string[]): Promise<void> {
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await test.step(path, async () => {
        await gotoReady(page, path);
        found[path] = await violations(page);
      });
    }
    expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  }

  const everyPage = [...routesUnderTest, '/missing'];

  test('axe at 1280 px, motion reduced: every English page has no violations', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectNone(page, everyPage);
  });

  test('axe at 375 px, motion no-preference: every Spanish page has no violations', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expectNone(
      page,
      everyPage.map((route) => localePath('es', route)),
    );
  });
});

// The kiosk changes the same parts of every page, its chrome (the footer's links become QR codes,
// the dock opens over the page), and the contact page's links: the contact page shows both, in
// Spanish, where the words run longest. (Home and a project change in a kiosk only by the chrome.)
test.describe('axe in kiosk mode at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('a Spanish kiosk page has no violations, QR panel open', async ({ page }) => {
    const words = kioskText(es);
    const { phone } = companyOf(es);
    await gotoKiosk(page, `${pageKinds.form}?kiosk=1&lang=es`);
    await page.getByRole('button', { name: words.handoffButton }).click();
    await expect(
      page.getByRole('img', {
        name: words.qrName(`${chromeText(es).floatingCall} ${phone.display}`),
      }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

// axe runs in the page, so "before the code" is the page with its own scripts held back (which is
// also what a visitor without JavaScript gets, but for the form's no-script note): the kinds of
// page with an island, each prerendered in a state of its own that its code changes. (The rest of
// a page's HTML, the same before the code as after, is checked above; the phone menu, one for
// every page, opens on each alike.)
test.describe('axe on the prerendered pages before their code has run, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const path of [pageKinds.form, pageKinds.island, pageKinds.project]) {
    test(`${path} has no violations, phone menu open`, async ({ page }) => {
      await gotoBeforeCode(page, path);
      await page.getByRole('button', { name: chrome.menuButton }).click();
      await expect(page.getByRole('navigation', { name: chrome.mobileNavLabel })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
