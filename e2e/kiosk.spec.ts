import { axeViolations } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  about,
  chrome,
  company,
  contactForm,
  contactLabels,
  en,
  estimator,
  home,
  kiosk,
  navLabel,
  species,
  work,
  qrNamePrefix,
} from './words.ts';
import { mailtoHref, smsHref, telHref } from '../src/content/contactHrefs.ts';
import { filledIn } from '../src/content/language.ts';
import { paths } from '../src/content/pages.ts';
import { projectsOf } from '../src/content/projects.ts';
import { regionPagesOf } from '../src/content/regionPages.ts';
import { reviewsOf } from '../src/content/reviews.ts';
import { siteUrl } from '../src/content/seo.ts';
import { textCode } from '../src/content/textUs.ts';
import {
  kioskAttractStorageKey,
  kioskLanguageStorageKey,
  kioskRestingStorageKey,
  kioskReturnStorageKey,
  kioskStorageKey,
} from '../src/content/storageKeys.ts';
import {
  expect,
  expectNoTrail,
  gotoBeforeCode,
  gotoKiosk,
  gotoReady,
  kioskIdleReset,
  kioskSettings,
  pageKinds,
  scrollYAfter,
  clockPoll,
  settled,
  test,
  waitForKiosk,
  waitForPageScript,
  wakeEstimator,
  withEvent,
} from './fixtures.ts';

test.use({ viewport: { width: 1920, height: 1080 } });

// The kiosk's idle reset and attract pause run on the page's clock, installed before each page
// opens: a test lets their seconds pass at once (`fastForward`) instead of waiting for them. The
// default timeout, so that no reset comes by itself while a test is still acting.
const idleSeconds = kioskSettings.idleSeconds;

/** The sample project's words: its title. */
const sampleProject = projectsOf(en).projectOf(pageKinds.project.split('/').pop() ?? '');

/** What every QR code's accessible name starts with. */

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
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
  expect(shown.filter((name) => name.startsWith(qrNamePrefix)).sort()).toEqual(
    wanted.map(([name]) => name).sort(),
  );
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

/** Every visible target smaller than a finger, 48 x 48 px: a tick's or a radio's is its label. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')]
      .filter((element) => element.checkVisibility())
      .map((element) => ({
        element,
        box: (element.closest('label') ?? element).getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );

/** What the codes should hold, by the accessible name each one is announced with. */
const codes = {
  footer: [
    [kiosk.captions.followWhat(chrome.instagram), company.social.instagram],
    [kiosk.captions.followWhat(chrome.facebook), company.social.facebook],
  ],
  // GET IN TOUCH on Home, and the Contact page.
  contactDetails: [
    [`${contactLabels.phone} ${company.phone.display}`, telHref(company.phone.e164)],
    [`${chrome.floatingSms} ${company.phone.display}`, smsHref(company.phone.e164)],
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

/** The kiosk's dock: its button, and its panel of codes. */
const dockOf = (page: Page) => page.getByRole('complementary', { name: chrome.floatingLabel });

/** A code of the dock's panel, which shows only while the panel is open. */
const dockCode = (page: Page) =>
  dockOf(page).getByRole('img', { name: expected(codes.floatingPanel)[0]?.[0] });

/**
 * The dock opened as a visitor opens it: its codes (each read from the screen where `read`), no
 * link on the page that would leave the kiosk; then closed again with Escape.
 */
async function expectDock(page: Page, read: boolean): Promise<void> {
  await dockOf(page).getByRole('button', { name: kiosk.handoffButton }).click();
  await expectCodes(dockOf(page), expected(codes.floatingPanel), read);
  expect(await leaks(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dockCode(page)).toBeHidden();
}

/**
 * A page as a kiosk shows it, with the dock closed: its codes where a website has links, and
 * every target a finger hits. `everyCode`: the page shows the contact details' codes too (Home
 * and Contact), and each code is read from the screen there. Then its dock, as `expectDock`.
 */
async function expectHandoff(page: Page, everyCode = false): Promise<void> {
  expect(await smallTargets(page)).toEqual([]);
  await expectCodes(page, expected(codes.footer, everyCode ? codes.contactDetails : []), everyCode);
  await expect(page.getByText(kiosk.captions.follow(chrome.instagram))).toBeVisible();
  await expectDock(page, everyCode);
}

/**
 * Holds a finger on `target` (on its first letters, if it shows text) until the browser answers
 * the long press with `contextmenu`, then lifts it. Returns whether the page cancelled that menu
 * and what text the press selected. Chromium's own gesture detector times the press: DevTools'
 * touch emulation turns the mouse events sent here into a touch sequence.
 * (Input.dispatchTouchEvent and Input.synthesizeTapGesture cannot do this: Chromium makes a tap of
 * their touches however long they are held, and no contextmenu follows.)
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
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: false });
  await cdp.detach();
  const [menuCancelled] = await menus();
  return { menuCancelled, selected: await page.evaluate(() => String(getSelection())) };
}

test.describe('kiosk idle reset', () => {
  // A visitor's finger, and a display set to reduce motion, where the loop never starts.
  test.use({ hasTouch: true, reducedMotion: 'reduce' });

  // (-webkit-touch-callout, the kiosk's other touch style, is Safari's: Chromium neither computes
  // nor honours it, so nothing here can observe it.)
  test('a long press opens no menu and selects nothing, except in a form field', async ({
    page,
  }) => {
    await gotoKiosk(page, `${pageKinds.form}?kiosk=1`);
    expect(await longPress(page, page.getByRole('heading', { level: 1 }))).toEqual({
      menuCancelled: true,
      selected: '',
    });
    expect(await longPress(page, page.getByLabel(contactForm.labels.message))).toMatchObject({
      menuCancelled: false,
    });
  });

  test('wipes the visitor’s typing and confirmation and returns to Home, which with motion reduced stays still', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, `${pageKinds.form}?kiosk=1`);
    const message = page.getByLabel(contactForm.labels.message);
    await page.getByLabel(contactForm.labels.name).click();
    await page.keyboard.type('Ada Lovelace');
    await page.getByLabel(contactForm.labels.email).click();
    await page.keyboard.type('ada@example.com');
    await message.click();
    await page.keyboard.type('A quiet oak floor for the study');
    await page.getByRole('button', { name: contactForm.submit }).click();
    const sent = page.getByRole('heading', { name: contactForm.sentTitle });
    await expect(sent).toBeVisible();
    await page.getByLabel(contactForm.labels.name).click();
    await page.keyboard.type('Grace Hopper');

    // The idle timeout without input: the kiosk starts over on Home, a document of its own.
    await kioskIdleReset(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing of the visitor's is kept: only the kiosk's own settings and state.
    const kioskKeys: string[] = [
      kioskStorageKey,
      kioskLanguageStorageKey,
      kioskRestingStorageKey,
      kioskAttractStorageKey,
      kioskReturnStorageKey,
    ];
    const stored = await page.evaluate(() => Object.keys(sessionStorage));
    expect(stored.filter((key) => !kioskKeys.includes(key))).toEqual([]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), kioskStorageKey)).toBe(
      String(idleSeconds),
    );
    // Past the attract pause, with the frames of two seconds of the loop run: still at the top.
    await page.clock.fastForward(kioskSettings.attractPauseSeconds * 1000);
    expect(await scrollYAfter(page, 2000)).toBe(0);

    await page
      .getByRole('navigation', { name: chrome.primaryNavLabel })
      .getByRole('link', { name: navLabel('contact') })
      .click();
    await expect(page.getByLabel(contactForm.labels.name)).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(sent).toHaveCount(0);
    await expect(page.getByText(kiosk.touchHint)).toHaveCount(0);
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
   * frame or two after the input): until a fifth of a second of its frames moves it no more.
   */
  const restingPlace = (page: Page) => settled(() => scrollYAfter(page, 200));

  /** The page the loop is on once it has left the one it was on for `next`. */
  const loopOn = (page: Page, next: string) =>
    expect
      .poll(async () => {
        await page.clock.runFor(10_000);
        return new URL(page.url()).pathname;
      }, clockPoll(15_000))
      .toBe(next);

  test('in a region’s showroom, tours Home (the region first), its page, the species guide and a project by itself, stopping on a key or a pointer, and hands over its number and page', async ({
    page,
  }) => {
    // Four pages' stories, each scrolled to its end on the page's clock: about a quarter of a
    // minute, more than the default half minute on a machine busy with other work.
    test.setTimeout(60_000);
    await page.clock.install();
    // Utah: not the first region, and with a number of its own.
    const showroom = regionPagesOf(en).of('Utah');
    if (!showroom) throw new Error('The frozen content has no page for Utah');
    await gotoKiosk(page, '/?kiosk=1&showroom=utah');
    await untilAttract(page);
    await expect(page.locator('article[data-region]').first().getByRole('heading')).toHaveText(
      showroom.region.name,
    );
    await expect.poll(() => scrollYAfter(page, 500), clockPoll(5000)).toBeGreaterThan(150);
    // A second of the loop's frames after the key: the page stays where it stopped.
    await withEvent(page, 'keydown', () => page.keyboard.press('Shift'));
    const stoppedAt = await restingPlace(page);
    expect(await scrollYAfter(page, 1000)).toBe(stoppedAt);

    // Left alone again it resets.
    await kioskIdleReset(page);
    // After the pause it moves again. Home's story passes its reviews between its sections, the
    // newest in full view: looked at every fifth of a second of the loop, a step well inside the
    // stretch of scroll that shows the whole section.
    await page.clock.fastForward(kioskSettings.attractPauseSeconds * 1000);
    const reviews = page.getByRole('region', { name: reviewsOf(en).text.home.title });
    await expect
      .poll(async () => {
        await page.clock.runFor(200);
        const box = await reviews.boundingBox();
        const height = page.viewportSize()?.height ?? 0;
        return box !== null && box.y >= 0 && box.y + box.height <= height;
      }, clockPoll(15_000))
      .toBe(true);
    // Home's story to its end, and the rest there: then the loop goes on to the showroom's
    // region's page, from its end to the species guide, and from there to the project.
    await loopOn(page, showroom.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(showroom.region.name);
    await loopOn(page, paths.species);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(species.page.title);
    await loopOn(page, pageKinds.project);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sampleProject?.title ?? '');
    // Its story scrolls by, and as it passes, the before and after wipes to the after photo.
    const slider = page.getByRole('slider', { name: work.comparison.slider });
    await expect
      .poll(async () => {
        await page.clock.runFor(2000);
        return slider.getAttribute('aria-valuetext');
      }, clockPoll(10_000))
      .toBe(filledIn(work.comparison.position, { percent: '100' }));
    // A visitor's pointer stops it there, on the project, whose contact is codes as on every page.
    await withEvent(page, 'pointermove', () => page.mouse.move(400, 300));
    const touchedAt = await restingPlace(page);
    expect(await scrollYAfter(page, 1000)).toBe(touchedAt);
    expect(new URL(page.url()).pathname).toBe(pageKinds.project);
    // The dock hands over the showroom's number (its text with the project the visitor was
    // reading) and its region's page, each read from the screen.
    expect(await smallTargets(page)).toEqual([]);
    await dockOf(page).getByRole('button', { name: kiosk.handoffButton }).click();
    const { phone } = showroom;
    const project = filledIn(work.cta.textLine, { project: sampleProject?.title ?? '' });
    await expectCodes(
      dockOf(page),
      expected([
        [`${chrome.floatingCall} ${phone.display}`, telHref(phone.e164)],
        [`${chrome.floatingSms} ${phone.display}`, textCode(phone.e164, project)],
        [`${chrome.floatingEmail} ${company.email}`, mailtoHref(company.email)],
        [`${company.name}, ${showroom.region.name}`, siteUrl(en, showroom.path)],
      ]),
      true,
    );
  });
});

test.describe('kiosk hand-off', () => {
  // Each kind of page as a kiosk shows it: the chrome's codes and dock are every page's, a page's
  // own links and controls what it could get wrong. Home is checked where the switch makes a
  // kiosk of the site, the project where the attract loop stops, a text page on a browser
  // without the Popover API, and the form, the estimator and the species guide (a page of
  // controls of its own) with what each takes home.

  // Seen failing: the page showed its 8 call, text, email and social links until its code came.
  test('the contact page shows its codes from the first paint, large enough to scan, nothing changes when the code arrives, and its dock hands off the same', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, `${pageKinds.form}?kiosk=1`);
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
    // The contact details' codes, large enough for a phone held at arm's length, each saying what
    // it is for.
    for (const [name] of expected(codes.contactDetails)) {
      const box = await page.getByRole('img', { name, exact: true }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(100);
      expect(box?.width).toBeCloseTo(box?.height ?? 0, 0);
    }
    await expect(
      page.getByRole('main').getByText(kiosk.captions.call(), { exact: true }),
    ).toBeVisible();
    const before = await shown();

    release();
    await waitForKiosk(page);
    // The app's heading focus and the codes' files, settled, leave the page as it was painted.
    expect(await leaks(page)).toEqual([]);
    expect(await shown()).toEqual(before);
    // The form, now live, is targets a finger hits; the dock's codes are the rest.
    expect(await smallTargets(page)).toEqual([]);
    await expectDock(page, true);
  });

  test('the estimate page hands off by codes, and an estimate goes home as a QR code of the contact form with it, gone after the reset', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoKiosk(page, '/?kiosk=1');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: navLabel('estimate') })
      .click();
    await expect(page).toHaveURL(pageKinds.island);
    await waitForKiosk(page);
    await expectHandoff(page);
    await wakeEstimator(page);
    const takeHome = page.getByRole('button', { name: estimator.takeHome });
    // Nothing to take home before there is an estimate.
    await expect(takeHome).toHaveCount(0);
    const area = page.getByLabel(estimator.area);
    await area.fill('180');
    await takeHome.click();
    const code = page.getByRole('img', { name: estimator.takeHomeName });
    await expect(code).toBeVisible();
    // The live estimator's controls, its estimate shown, are targets a finger hits too.
    expect(await smallTargets(page)).toEqual([]);
    const link =
      (await page.getByRole('link', { name: estimator.send }).getAttribute('href')) ?? '';
    const sent = new URL(link, siteUrl(en, '/'));
    expect(sent.pathname).toBe(paths.contact);
    expect(sent.searchParams.get('message')).toContain('180');
    await expect.poll(() => scan(code)).toBe(siteUrl(en, link));
    // A changed estimate is another one: the code of the last goes, a new one comes when asked.
    await area.fill('200');
    await expect(code).toHaveCount(0);
    await takeHome.click();
    await expect(code).toBeVisible();
    await page.getByRole('button', { name: estimator.addRoom }).click();
    await expect(code).toHaveCount(0);
    // The estimate is the visitor's question: the dock's code of a text writes it first.
    const openDock = () => dockOf(page).getByRole('button', { name: kiosk.handoffButton }).click();
    const textCodeShown = dockOf(page).getByRole('img', {
      name: kiosk.qrName(`${chrome.floatingSms} ${company.phone.display}`),
      exact: true,
    });
    await openDock();
    await expect
      .poll(() => scan(textCodeShown))
      .toMatch(new RegExp(`^SMSTO:\\${company.phone.e164}:.+, 200 `, 'u'));
    await page.keyboard.press('Escape');

    // The reset: Home, a new document, and no way back or forward to the estimate or its code,
    // and a text that writes nothing of it.
    await kioskIdleReset(page);
    await expect(code).toHaveCount(0);
    await openDock();
    await expect.poll(() => scan(textCodeShown)).toBe(smsHref(company.phone.e164));
    await page.keyboard.press('Escape');
    await expectNoTrail(page, '/?kiosk=1');
    await expect(code).toHaveCount(0);
  });

  // By touch, on a 1080p display, as a showroom's kiosk is used.
  test.describe('by touch at 1920 x 1080', () => {
    test.use({ hasTouch: true });

    /** A species' or a stain's name, by its id. */
    const named = (items: readonly { id: string; name: string }[], id: string) =>
      items.find((item) => item.id === id)?.name ?? id;

    // The guide's controls are its own (each species' tick to compare, the chooser's species and
    // stains, each a label to tap), sized by its own stylesheet: it can fail the finger alone.
    test('the species guide’s controls are targets a finger hits, and its choice goes home as a QR code of the guide with it, forgotten after the reset', async ({
      page,
    }) => {
      await page.clock.install();
      await gotoKiosk(page, `${paths.species}?kiosk=1`);
      await expectHandoff(page);
      const chooser = page.locator('#stain-chooser');
      const stainGroup = chooser.getByRole('group', { name: species.stains.legend });
      const stain = (id: string) =>
        stainGroup.getByText(named(species.stainItems, id), { exact: true });
      const choice = chooser.getByRole('button', { name: species.stains.takeHome });
      await chooser
        .getByLabel(species.stains.speciesLabel)
        .selectOption({ label: named(species.species, 'hickory') });
      await stain('charcoal').tap();
      await choice.tap();
      const code = page.getByRole('img', { name: species.stains.takeHomeName });
      await expect(code).toBeVisible();
      await expect
        .poll(() => scan(code))
        .toBe(siteUrl(en, `${paths.species}?species=hickory&stain=charcoal#stain-chooser`));
      // Another stain is another choice: the code of the last goes.
      await stain('ebony').tap();
      await expect(code).toBeHidden();
      await choice.tap();
      await expect(code).toBeVisible();

      // The reset forgets it: the guide opened again starts from its first species and stain.
      await kioskIdleReset(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: navLabel('species') })
        .tap();
      await waitForKiosk(page);
      await expect(chooser.getByLabel(species.stains.speciesLabel)).toHaveValue(
        species.species[0]?.id ?? '',
      );
      await expect(
        stainGroup.getByRole('radio', { name: species.stainItems[0]?.name }),
      ).toBeChecked();
      await expect(code).toBeHidden();
    });
  });

  test('a text page hands off by codes where the browser has no Popover API, its dock opening and closing all the same', async ({
    page,
  }) => {
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
    await gotoKiosk(page, `${pageKinds.text}?kiosk=1`);
    const button = dockOf(page).getByRole('button', { name: kiosk.handoffButton });
    await expect(dockCode(page)).toBeHidden();
    // Opened with a click, closed with Escape.
    await expectHandoff(page);
    await button.click();
    await expect(dockCode(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Closed by a press elsewhere.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(dockCode(page)).toBeHidden();
  });

  // Pages of the text kind that can fail the hand-off alone: those with controls of their own,
  // sized for a finger by their own stylesheet, the work's filters (WorkPage.module.scss) and the
  // questions, each a summary to tap (QuestionsPage.module.scss: the kiosk's size for every
  // target, styles/base.scss, leaves summaries out); and those whose content links to other
  // sites, where a kiosk must show a code instead (the review sites, the care guide's sources).
  for (const path of [paths.work, paths.questions, paths.reviews, paths.care]) {
    test(`${path}: QR codes instead of links, and its own controls targets a finger hits`, async ({
      page,
    }) => {
      await gotoKiosk(page, `${path}?kiosk=1`);
      await expectHandoff(page);
    });
  }
});

test.describe('kiosk mode switch', () => {
  test('the site is an ordinary website until ?kiosk, which hands Home off by codes and survives navigation and reload, until ?kiosk=0', async ({
    page,
  }) => {
    const ordinary = async () => {
      await expect(page.locator('html')).not.toHaveAttribute('data-kiosk');
      await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(page.getByRole('img', { name: qrNamePrefix })).toHaveCount(0);
    };
    await gotoReady(page, pageKinds.home);
    await ordinary();

    await gotoKiosk(page, '/?kiosk=yes');
    await expectHandoff(page, true);
    await page
      .getByRole('navigation', { name: chrome.primaryNavLabel })
      .getByRole('link', { name: navLabel('about') })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.page.title);
    await page.reload();
    await waitForKiosk(page);
    await expect(page.locator('a[href^="tel:"]:visible')).toHaveCount(0);

    await gotoReady(page, `${pageKinds.text}?kiosk=0`);
    await ordinary();
    await page.reload();
    await waitForPageScript(page);
    await ordinary();
  });
});
