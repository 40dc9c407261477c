import { axeViolations } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { company, en, contactLabels, home, kiosk, chrome } from './words.ts';
import { mailtoHref, smsHref, telHref } from '../src/content/contactHrefs.ts';
import {
  expect,
  expectNoTrail,
  gotoBeforeCode,
  gotoKiosk,
  gotoReady,
  kioskIdleReset,
  kioskSettings,
  projectSample,
  routesUnderTest,
  scrollYAfter,
  test,
  wakeEstimator,
  waitForKiosk,
  withEvent,
} from './fixtures.ts';
import { siteUrl } from '../src/content/seo.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

// The kiosk's idle reset and attract pause run on the page's clock, installed before each page
// opens: a test lets their seconds pass at once (`fastForward`) instead of waiting for them. The
// default timeout, so that no reset comes by itself while a test is still acting.
const idleSeconds = kioskSettings.idleSeconds;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * What a phone held up to the screen would read: the code's pixels as Chromium painted them
 * (anything drawn over the code included), decoded by jsQR. Null when nothing can be read.
 */
async function scan(code: Locator): Promise<string | null> {
  const { data, width, height } = PNG.sync.read(await code.screenshot());
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  // Dark on light only: a code that reads only inverted is drawn wrong.
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

/**
 * Expects the QR codes shown in `scope` to be exactly `wanted` ([accessible name, value]), and,
 * where `read`, each read from the screen as its value. (A code is one file wherever it shows:
 * read on the pages that show each, the others show the same.)
 */
async function expectCodes(
  scope: Page | Locator,
  wanted: ReadonlyArray<readonly [string, string]>,
  read: boolean,
): Promise<void> {
  for (const [name, value] of wanted) {
    const code = scope.getByRole('img', { name, exact: true });
    // A code's file loads as it nears the screen, and those in a section fade in with it as it
    // scrolls into view (Reveal): read each one, as a phone would, once it is there.
    await expect(code).toBeVisible();
    if (read) await expect.poll(() => scan(code), { message: `what ${name} reads as` }).toBe(value);
  }
  const shown = await scope
    .getByRole('img', { name: /^QR code: / })
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  expect(shown.sort()).toEqual(wanted.map(([name]) => name).sort());
}

/**
 * The links shown that would leave a kiosk: a call, a text, an email, a new tab, another site
 * (where the kiosk's code, and so its reset, no longer runs).
 */
const leaks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('a')]
      .filter(
        (a) =>
          a.checkVisibility() &&
          (/^(tel|sms|mailto):/.test(a.getAttribute('href') ?? '') ||
            a.target === '_blank' ||
            a.origin !== window.location.origin),
      )
      .map((a) => a.outerHTML),
  );

/** What the codes should hold, by the accessible name each one is announced with. */
const codes = {
  footer: [
    [`${company.name} on ${chrome.instagram}`, company.social.instagram],
    [`${company.name} on ${chrome.facebook}`, company.social.facebook],
  ],
  // GET IN TOUCH on Home, and the Contact page.
  contactDetails: [
    [`${contactLabels.phone} ${company.phone.display}`, telHref(company.phone.e164)],
    [`${contactLabels.email} ${company.email}`, mailtoHref(company.email)],
  ],
  floatingPanel: [
    [`${chrome.floatingCall} ${company.phone.display}`, telHref(company.phone.e164)],
    [`${chrome.floatingSms} ${company.phone.display}`, smsHref(company.phone.e164)],
    [`${chrome.floatingEmail} ${company.email}`, mailtoHref(company.email)],
  ],
} as const;

/** The codes of these groups, by their full accessible names. */
const expected = (...groups: ReadonlyArray<ReadonlyArray<readonly [string, string]>>) =>
  groups.flat().map(([what, value]) => [kiosk.qrName(what), value] as const);

test.describe('kiosk idle reset', () => {
  test('wipes the last visitor’s typing and confirmation and returns to the top of Home', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, '/contact?kiosk=1');
    await page.getByLabel(/Full Name/).click();
    await page.keyboard.type('Ada Lovelace');
    await page.getByLabel(/Email Address/).click();
    await page.keyboard.type('ada@example.com');
    await page.getByLabel(/Tell us about your project/).click();
    await page.keyboard.type('A quiet oak floor for the study');
    await page.getByRole('button', { name: /Send Message/ }).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await page.getByLabel(/Full Name/).click();
    await page.keyboard.type('Grace Hopper');
    // The reset must come after the wheel, which the page may get after Playwright returns.
    await withEvent(page, 'wheel', () => page.mouse.wheel(0, 400));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

    // The idle timeout without input: the kiosk starts over at the top of Home.
    await page.clock.fastForward(idleSeconds * 1000);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status')).toHaveText(kiosk.touchHint);
    // The address changes at once; Home's own code may still be arriving on a busy machine, so
    // the place is read once Home is what the screen shows.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    expect(await scrollY(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing of the visitor's is kept: only the kiosk's own settings and state.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => !key.startsWith('kiosk-')),
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('kiosk-idle-seconds'))).toBe(
      String(idleSeconds),
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CONTACT' })
      .click();
    await expect(page.getByLabel(/Full Name/)).toHaveValue('');
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
    await expect(page.getByText(kiosk.touchHint)).toHaveCount(0);
  });

  test('closes an open menu', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.clock.install();
    await gotoKiosk(page, '/products?kiosk=1');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.clock.fastForward(idleSeconds * 1000);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });
});

test.describe('kiosk attract loop', () => {
  /** The idle reset, then the attract pause: from now on the story may move by itself. */
  async function untilAttract(page: Page) {
    await kioskIdleReset(page);
    await page.clock.fastForward(kioskSettings.attractPauseSeconds * 1000);
  }

  /**
   * Where the page comes to rest once a visitor has stopped the loop (the app's update may come a
   * frame or two after the input): polled until a fifth of a second of its frames moves it no more.
   */
  async function restingPlace(page: Page) {
    let last = await scrollY(page);
    await expect
      .poll(async () => {
        const now = await scrollYAfter(page, 200);
        const moved = now !== last;
        last = now;
        return moved;
      })
      .toBe(false);
    return last;
  }

  test('scrolls the story by itself after the pause, and stops on a key or a pointer', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, '/?kiosk=1');
    await untilAttract(page);
    await expect.poll(() => scrollYAfter(page, 500)).toBeGreaterThan(150);

    // A second of the loop's frames after the key: the page stays where it stopped.
    await withEvent(page, 'keydown', () => page.keyboard.press('Shift'));
    const stoppedAt = await restingPlace(page);
    expect(await scrollYAfter(page, 1000)).toBe(stoppedAt);

    // Left alone again it resets to the top and, after the pause, moves again.
    await untilAttract(page);
    await expect.poll(() => scrollYAfter(page, 500)).toBeGreaterThan(150);
    await withEvent(page, 'pointermove', () => page.mouse.move(400, 300));
    const pointerStop = await restingPlace(page);
    expect(await scrollYAfter(page, 1000)).toBe(pointerStop);
  });

  /** The page the loop is on once it has left the one it was on for `next`. */
  const loopOn = (page: Page, next: string) =>
    expect
      .poll(
        async () => {
          await page.clock.runFor(10_000);
          return new URL(page.url()).pathname;
        },
        { timeout: 15_000 },
      )
      .toBe(next);

  test('passes Home’s reviews, then on through the species guide, a project’s story and its before and after, and stops there when touched', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, '/?kiosk=1');
    await untilAttract(page);
    // Home's story passes its reviews between its sections, the newest in full view: looked at
    // every fifth of a second of the loop, a step well inside the stretch of scroll that shows
    // the whole section.
    const reviews = page.getByRole('region', { name: 'Customers on our floors' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(200);
          const box = await reviews.boundingBox();
          const height = page.viewportSize()?.height ?? 0;
          return box !== null && box.y >= 0 && box.y + box.height <= height;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // Home's story to its end, and the rest there: then the loop goes on to the species guide,
    // and from its end to the project.
    await loopOn(page, '/species');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pick a floor, pick a finish');
    await loopOn(page, projectSample);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A 1950s kitchen floor, refinished',
    );
    // Its story scrolls by, and as it passes, the before and after wipes to the after photo.
    const slider = page.getByRole('slider', { name: 'Compare before and after' });
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2000);
          return slider.getAttribute('aria-valuetext');
        },
        { timeout: 10_000 },
      )
      .toBe('100% after');
    // A visitor's touch stops it there, on the project.
    await withEvent(page, 'pointermove', () => page.mouse.move(400, 300));
    const stoppedAt = await restingPlace(page);
    expect(await scrollYAfter(page, 1000)).toBe(stoppedAt);
    expect(new URL(page.url()).pathname).toBe(projectSample);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('never scrolls by itself', async ({ page }) => {
      await page.clock.install();
      await gotoKiosk(page, '/?kiosk=1');
      await untilAttract(page);
      // Past the attract pause, with the frames of two seconds of the loop run.
      expect(await scrollYAfter(page, 2000)).toBe(0);
    });
  });
});

test.describe('kiosk hand-off', () => {
  // Each page, as a kiosk shows it: a page's own links and controls are what it could get wrong.
  for (const path of routesUnderTest) {
    test(`${path}: QR codes instead of tel:, sms:, mailto: and new-tab links, and targets a finger hits`, async ({
      page,
    }) => {
      await gotoKiosk(page, `${path}?kiosk=1`);
      // Every visible target is at least 48 x 48 px: a tick's or a radio's is its label.
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')]
          .filter((element) => element.checkVisibility())
          .map((element) => ({
            element,
            box: (element.closest('label') ?? element).getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
          .map(
            ({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`,
          ),
      );
      expect(small).toEqual([]);
      // The page's own codes, read with the quick-contact panel closed, as a visitor finds them:
      // Home and Contact show every code there is.
      const read = path === '/contact' || path === '/';
      await expectCodes(page, expected(codes.footer, read ? codes.contactDetails : []), read);
      await page.getByRole('button', { name: kiosk.handoffButton }).click();
      await expectCodes(
        page.getByRole('complementary', { name: chrome.floatingLabel }),
        expected(codes.floatingPanel),
        read,
      );
      await expect(page.getByText(kiosk.captions.follow(chrome.instagram))).toBeVisible();

      expect(await leaks(page)).toEqual([]);
    });
  }

  test('an estimate goes home as a QR code of the contact form with it, gone after the reset', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, '/?kiosk=1');
    await page.getByRole('contentinfo').getByRole('link', { name: 'PRICES & ESTIMATE' }).click();
    await expect(page).toHaveURL('/estimate');
    await waitForKiosk(page);
    await wakeEstimator(page);
    const takeHome = page.getByRole('button', { name: 'Take this estimate home' });
    // Nothing to take home before there is an estimate.
    await expect(takeHome).toHaveCount(0);
    await page.getByLabel('Area (sq ft)').fill('180');
    await takeHome.click();
    const code = page.getByRole('img', { name: 'QR code: the contact form with this estimate' });
    await expect(code).toBeVisible();
    const link = await page.getByRole('link', { name: 'Send this to us' }).getAttribute('href');
    expect(link).toMatch(/^\/contact\?type=installation&message=.*180\+sq\+ft/u);
    await expect.poll(() => scan(code)).toBe(siteUrl(en, link ?? ''));
    // A changed estimate is another one: the code of the last goes, a new one comes when asked.
    await page.getByLabel('Area (sq ft)').fill('200');
    await expect(code).toHaveCount(0);
    await takeHome.click();
    await expect(code).toBeVisible();
    await page.getByRole('button', { name: 'Add a room' }).click();
    await expect(code).toHaveCount(0);

    // The reset: Home, a new document, and no way back or forward to the estimate or its code.
    await kioskIdleReset(page);
    await expect(code).toHaveCount(0);
    await expectNoTrail(page, '/?kiosk=1');
    await expect(code).toHaveCount(0);
  });

  // By touch, on a 1080p display, as a showroom's kiosk is used.
  test.describe('by touch at 1920 x 1080', () => {
    test.use({ hasTouch: true, viewport: { width: 1920, height: 1080 } });

    test('the species guide’s choice goes home as a QR code of the guide with it, forgotten after the reset', async ({
      page,
    }) => {
      await page.clock.install();
      await gotoKiosk(page, '/species?kiosk=1');
      const chooser = page.locator('#stain-chooser');
      const stains = chooser.getByRole('group', { name: 'Stain colour' });
      await chooser.getByLabel('Species').selectOption({ label: 'Hickory' });
      await stains.getByText('Charcoal', { exact: true }).tap();
      await chooser.getByRole('button', { name: 'Take this choice home' }).tap();
      const code = page.getByRole('img', {
        name: 'QR code: the guide with this species and stain',
      });
      await expect(code).toBeVisible();
      await expect
        .poll(() => scan(code))
        .toBe(siteUrl(en, '/species?species=hickory&stain=charcoal#stain-chooser'));
      // Another stain is another choice: the code of the last goes.
      await stains.getByText('Ebony', { exact: true }).tap();
      await expect(code).toBeHidden();
      await chooser.getByRole('button', { name: 'Take this choice home' }).tap();
      await expect(code).toBeVisible();

      // The reset forgets it: the guide opened again starts from its first species and stain.
      await kioskIdleReset(page, kiosk.touchHint, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'SPECIES GUIDE' }).tap();
      await waitForKiosk(page);
      await expect(chooser.getByLabel('Species')).toHaveValue('red-oak');
      await expect(stains.getByRole('radio', { name: 'Natural' })).toBeChecked();
      await expect(code).toBeHidden();
    });
  });

  // Seen failing: the page showed its 8 call, text, email and social links until its code came.
  test('a kiosk shows its codes from the first paint, and nothing changes when the code arrives', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, '/contact?kiosk=1');
    const shown = () =>
      page.evaluate(() =>
        // The contact hand-off: links, codes, captions and the dock's button (the page's other
        // controls, such as the Animations switch that comes with the code, are not its concern).
        [...document.querySelectorAll('a, img, figcaption, [popovertarget]')]
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const { left, top, width, height } = element.getBoundingClientRect();
            return `${element.outerHTML.slice(0, 80)} ${[left, top + window.scrollY, width, height].map(Math.round).join(' ')}`;
          }),
      );
    expect(await leaks(page)).toEqual([]);
    await expectCodes(page, expected(codes.footer, codes.contactDetails), true);
    const before = await shown();

    release();
    await waitForKiosk(page);
    // The app's heading focus and the codes' files, settled, leave the page as it was painted.
    expect(await leaks(page)).toEqual([]);
    expect(await shown()).toEqual(before);
  });

  test('the QR codes are large enough to scan, and say what they are for', async ({ page }) => {
    await gotoKiosk(page, '/contact?kiosk=1');
    for (const name of [/^QR code: Phone/, /^QR code: Email/]) {
      const code = page.getByRole('img', { name });
      await expect(code).toBeVisible();
      const box = await code.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(100);
      expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
    }
    await expect(
      page.getByRole('main').getByText(kiosk.captions.call, { exact: true }),
    ).toBeVisible();
  });

  test('the dock opens and closes where the browser has no Popover API', async ({ page }) => {
    // As a browser from before 2024: no popover properties, and `popovertarget` does nothing.
    await page.addInitScript(() => {
      for (const name of ['popover', 'showPopover', 'hidePopover', 'togglePopover']) {
        Reflect.deleteProperty(HTMLElement.prototype, name);
      }
      addEventListener(
        'click',
        (event) => {
          if ((event.target as Element | null)?.closest('[popovertarget]')) event.preventDefault();
        },
        { capture: true },
      );
    });
    await gotoKiosk(page, '/about?kiosk=1');
    const dock = page.getByRole('complementary', { name: chrome.floatingLabel }).last();
    const button = dock.getByRole('button', { name: kiosk.handoffButton });
    const code = dock.getByRole('img', { name: /^QR code: / }).first();
    await expect(code).toBeHidden();
    await button.click();
    await expect(code).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(code).toBeHidden();
    await button.click();
    await expect(code).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(code).toBeHidden();
  });
});

test.describe('kiosk mode switch', () => {
  test('survives navigation and reload, and ?kiosk=0 turns it off', async ({ page }) => {
    await gotoKiosk(page, '/?kiosk=yes');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'ABOUT' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
    await page.reload();
    await gotoKiosk(page, '/about');
    await expect(page.locator('a[href^="tel:"]:visible')).toHaveCount(0);

    await gotoReady(page, '/about?kiosk=0');
    await expect(page.locator('html')).not.toHaveAttribute('data-kiosk');
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await page.reload();
    await gotoReady(page, '/about');
    await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
  });

  test('without ?kiosk the site is an ordinary website', async ({ page }) => {
    await gotoReady(page, '/contact');
    await expect(page.locator('html')).not.toHaveAttribute('data-kiosk');
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
  });
});

test.describe('kiosk touch', () => {
  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    /**
     * Holds a finger on `target` (on its first letters, if it shows text) until the browser
     * answers the long press with `contextmenu`, then lifts it. Returns whether the page cancelled
     * that menu and what text the press selected. Chromium's own gesture detector times the press:
     * DevTools' touch emulation turns the mouse events sent here into a touch sequence.
     * (Input.dispatchTouchEvent and Input.synthesizeTapGesture cannot do this: Chromium makes a tap
     * of their touches however long they are held, and no contextmenu follows.)
     */
    async function longPress(page: Page, target: Locator) {
      await target.scrollIntoViewIfNeeded();
      const { x, y } = await target.evaluate((element) => {
        let box = element.getBoundingClientRect();
        const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
        if (!element.matches('input, textarea, select') && text?.textContent?.trim()) {
          const letters = document.createRange();
          letters.setStart(text, 0);
          letters.setEnd(text, Math.min(3, text.textContent.length));
          box = letters.getBoundingClientRect();
        }
        return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      });
      await page.evaluate(() => {
        const menus: MouseEvent[] = [];
        (window as unknown as { menus: MouseEvent[] }).menus = menus;
        window.addEventListener('contextmenu', (event) => menus.push(event));
      });
      const menus = () =>
        page.evaluate(() =>
          (window as unknown as { menus: MouseEvent[] }).menus.map((menu) => menu.defaultPrevented),
        );

      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setEmitTouchEventsForMouse', {
        enabled: true,
        configuration: 'mobile',
      });
      const finger = { x, y, button: 'left', clickCount: 1, modifiers: 0 } as const;
      await cdp.send('Input.emulateTouchFromMouseEvent', { type: 'mousePressed', ...finger });
      // Held until the browser takes it for a long press: no fixed wait.
      await expect.poll(async () => (await menus()).length).toBe(1);
      await cdp.send('Input.emulateTouchFromMouseEvent', { type: 'mouseReleased', ...finger });
      await cdp.detach();
      const [menuCancelled] = await menus();
      return { menuCancelled, selected: await page.evaluate(() => String(getSelection())) };
    }

    // (-webkit-touch-callout, the kiosk's other touch style, is Safari's: Chromium neither
    // computes nor honours it, so nothing here can observe it.)
    test('a long press opens no context menu and selects nothing, except in a form field', async ({
      page,
    }) => {
      await gotoKiosk(page, '/contact?kiosk=1');
      expect(await longPress(page, page.getByRole('heading', { level: 1 }))).toEqual({
        menuCancelled: true,
        selected: '',
      });
      expect(await longPress(page, page.getByLabel(/Tell us about your project/))).toMatchObject({
        menuCancelled: false,
      });
    });
  });
});
