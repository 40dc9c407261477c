import { company, contactLabels, kiosk, qrNamePrefix } from './words.ts';
import { kioskStorageKey, motionStorageKey } from '../src/content/storageKeys.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  pageKinds,
  test,
  waitForKiosk,
  waitForPageScript,
} from './fixtures.ts';

// What a returning visitor or a kiosk tab chose applies from the first paint, before any of the
// site's scripts has arrived (they are held at the network here), not only once they run.

/** Links that would leave a kiosk: a call, a text, an email, another site. */
const leaving = 'a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"], a[href^="https:"]';
/** The kiosk's QR codes, each named for what it holds. */

test('a stored "Animations: Off" holds from the first paint: no smooth scrolling', async ({
  page,
}) => {
  await gotoReady(page, '/');
  await page.evaluate((key) => localStorage.setItem(key, 'off'), motionStorageKey);
  const release = await gotoBeforeCode(page, '/products');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'off');
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
  release();
});

test('an ordinary visit scrolls smoothly and keeps every link, before its code arrives and after', async ({
  page,
}) => {
  // Every value the root's motion flag takes, from the first byte of the document on.
  await page.addInitScript(() => {
    const seen: (string | undefined)[] = [];
    Object.assign(window, { motionFlags: seen });
    // The init script runs before the root element exists, so the document is watched.
    new MutationObserver(() => seen.push(document.documentElement.dataset.motion)).observe(
      document,
      { subtree: true, attributeFilter: ['data-motion'] },
    );
  });
  const release = await gotoBeforeCode(page, pageKinds.form);
  const root = page.locator('html');
  await expect(root).not.toHaveAttribute('data-motion', 'off');
  await expect(root).toHaveCSS('scroll-behavior', 'smooth');
  await expect(root).not.toHaveAttribute('data-kiosk', /.*/);
  // The website's links, not the kiosk's codes, which the page also holds.
  for (const link of ['main a[href^="mailto:"]', 'main a[href^="tel:"]']) {
    await expect(page.locator(link).filter({ visible: true })).not.toHaveCount(0);
  }
  await expect(page.getByRole('img', { name: qrNamePrefix }).filter({ visible: true })).toHaveCount(
    0,
  );
  release();
  await waitForPageScript(page);
  // Nor does the code switch smooth scrolling off for a moment as it runs.
  await expect(root).toHaveAttribute('data-motion', 'on');
  expect(
    await page.evaluate(() => (window as unknown as { motionFlags: unknown }).motionFlags),
  ).toEqual(['on']);
  await expect(root).toHaveCSS('scroll-behavior', 'smooth');
});

test('a kiosk tab offers no link that leaves it from the first paint of every page it loads', async ({
  page,
}) => {
  const release = await gotoBeforeCode(page, '/?kiosk=1');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk', 'on');
  // In the page for a website, shown to none: the kiosk's QR codes and plain number instead.
  expect(await page.locator(leaving).count()).toBeGreaterThan(0);
  await expect(page.locator(leaving).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('paragraph')).toHaveText(company.phone.display);
  await expect(page.getByRole('img', { name: qrNamePrefix }).first()).toBeVisible();
  release();
  // The kiosk's code (not the page script) keeps the tab's choice; it comes after the page script.
  await waitForKiosk(page);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), kioskStorageKey)).not.toBeNull();
  // The next page, loaded without the address's mark, is a kiosk's before its code arrives too.
  const releaseNext = await gotoBeforeCode(page, '/contact');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk', 'on');
  await expect(page.locator('main a[href^="mailto:"]').filter({ visible: true })).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('img', { name: kiosk.qrName(`${contactLabels.email} ${company.email}`) }),
  ).toBeVisible();
  releaseNext();
});

// The page's first photo (Home's hero, a catalogue's first card) is requested from the head,
// before the parser has reached it, and only once: for the file the photo then shows. The hero
// has a preload for each of its sources, each with its own media query, and each screen below
// takes another: the phone the portrait crop's dense files, the laptop the landscape crop's, the
// 2x desktop the landscape crop's dense ones. (A portrait tablet's, the portrait crop at 1x,
// differs from the phone's only by the density the laptop and the desktop try both ways; Node
// checks every query: src/app/document/documentHtml.test.ts.) A catalogue's first card is drawn
// at a third of the laptop's width, where the preload's `imagesizes` picks the file: a phone's
// card, drawn full width, would be given the same file without it.
for (const screen of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, paths: ['/'] },
  {
    name: 'a laptop',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    paths: ['/', '/products'],
  },
  {
    name: 'a 2x desktop',
    viewport: { width: 1920, height: 1080 },
    deviceScaleFactor: 2,
    paths: ['/'],
  },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    for (const path of screen.paths) {
      test(`${path}: the first photo is requested from the head, once`, async ({ page }) => {
        const photoRequests: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'image') photoRequests.push(request.url());
        });
        await gotoReady(page, path);
        const photo = page.locator('img[fetchpriority="high"]');
        await expect(photo).toHaveJSProperty('complete', true);
        const { shown, initiators } = await photo.evaluate((image: HTMLImageElement) => ({
          shown: image.currentSrc,
          initiators: performance
            .getEntriesByName(image.currentSrc, 'resource')
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        }));
        expect(initiators).toEqual(['link']);
        // No other file of the same photo: the preload matched the source the browser took.
        const samePhoto = (url: string) => new URL(url).pathname === new URL(shown).pathname;
        expect(photoRequests.filter(samePhoto)).toEqual([shown]);
      });
    }
  });
}
