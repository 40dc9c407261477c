import type { Page } from '@playwright/test';
import { pages } from '../src/content/pages.ts';
import { formatStat } from '../src/content/stats.ts';
import { visitTimes } from '../src/pages/contact/content/visitTimes.ts';
import { noScriptTexts } from '../src/test/noScriptTexts.ts';
import { about, chrome, company, contactForm, en, navLabel, stats } from './words.ts';
import { emptyMessage } from '../src/pages/contact/content/formParts.ts';
import {
  contactField,
  expect,
  fieldValues,
  fillTheForm,
  gotoBeforeCode,
  gotoReady,
  holdScripts,
  loggedMessages,
  sendButton,
  sentTitle,
  test,
  waitForIsland,
  waitForPageScript,
} from './fixtures.ts';

// The prerendered page is a working page on its own: before the app's code has run (held at the
// network here, as on a slow phone or a flaky kiosk network) and with JavaScript off, every
// control a visitor can see works, and the code's arrival changes nothing a visitor could notice.

/** What Chromium's accessibility tree says of the menu button: its name and expanded state. */
async function menuButtonInTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const buttons = nodes.filter(
    (node) =>
      !node.ignored && node.role?.value === 'button' && node.name?.value === chrome.menuButton,
  );
  expect(buttons).toHaveLength(1);
  const [button] = buttons;
  return {
    name: button?.name?.value,
    expanded: button?.properties?.find((property) => property.name === 'expanded')?.value.value,
  };
}

const menuButton = (page: Page) => page.getByRole('button', { name: chrome.menuButton });
const phoneMenu = (page: Page) => page.getByRole('navigation', { name: chrome.mobileNavLabel });

/**
 * The phone menu's whole contract: one tap opens it, a tap outside closes it, Escape closes it
 * and gives focus back to the toggle, its state is in the accessibility tree (under one constant
 * name), and a link in it leads to its page.
 */
async function useThePhoneMenu(page: Page) {
  const toggle = menuButton(page);
  const menu = phoneMenu(page);
  const closed = { name: chrome.menuButton, expanded: false };
  await expect(page.getByRole('navigation', { name: chrome.primaryNavLabel })).toBeHidden();
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual(closed);

  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: navLabel('services') })).toBeInViewport();
  expect(await menuButtonInTree(page)).toEqual({ ...closed, expanded: true });

  // A tap below the panel (the menu, then the other language), on the page.
  const panel = await menu.locator('xpath=..').boundingBox();
  await page.touchscreen.tap(8, (panel?.y ?? 0) + (panel?.height ?? 0) + 40);
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual(closed);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: navLabel('home') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await menu.getByRole('link', { name: navLabel('services') }).tap();
  await expect(page).toHaveURL(pages.services.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
  await expect(menu).toBeHidden();
}

// The menu is the browser's own popover, the same before the code, after it and without it; the
// page script adds only the closing of a menu the back/forward cache restores open.
test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('works before the page’s code has run', async ({ page }) => {
    await gotoBeforeCode(page, '/contact');
    await useThePhoneMenu(page);
    expect(await page.evaluate(() => document.documentElement.dataset.script)).toBeUndefined();
  });

  // (A page Back brings back from the back/forward cache with its menu open: its own spec.)
  test('works the same once the page script has run', async ({ page }) => {
    await gotoReady(page, '/contact');
    await useThePhoneMenu(page);
  });
});

const message = {
  name: 'Jane <b>Doe</b>',
  email: 'jane@example.com',
  phone: '+1 303 555 0100',
  subject: 'refinishing',
  message: 'Oak, 600 sq ft & stairs; May?',
  // The first time of day a visit may suit, from the business hours.
  visit: visitTimes(en)[1]?.value ?? '',
};

const waitingNote = (page: Page) => page.getByText(contactForm.waiting);
/**
 * The documents the tab loads from now on, by path and query. A submit that left the page would
 * load one (the browser's own, or one carrying the fields in its address): Playwright's click
 * returns only once a navigation it started has committed, so a read after it sees that load.
 */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    const { pathname, search } = new URL(request.url());
    loads.push(`${pathname}${search}`);
  });
  return loads;
}

test.describe('the contact form before its code has run', () => {
  test('a submit stays on the page, keeps the text, visibly waits and is sent once the code arrives', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const loads = documentLoads(page);
    const release = await gotoBeforeCode(page, '/contact');
    await fillTheForm(page, message);
    await sendButton(page).click();

    const waiting = waitingNote(page);
    await expect(waiting).toBeVisible();
    // Should the code never arrive, the visitor still has the company's number.
    await expect(
      page.getByRole('status').getByRole('link', { name: company.phone.display }),
    ).toBeVisible();
    expect(loads).toEqual(['/contact']);
    expect(await fieldValues(page)).toEqual(message);

    release();
    await waitForPageScript(page);
    await expect(sentTitle(page)).toBeVisible();
    await expect(waiting).toBeHidden();
    await expect.poll(() => logs).toEqual([message]);
    expect(await fieldValues(page)).toEqual(emptyMessage);
    expect(loads).toEqual(['/contact']);
  });

  test('the browser still blocks an incomplete submit, and nothing is sent later', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const loads = documentLoads(page);
    const release = await gotoBeforeCode(page, '/contact');
    await contactField(page, 'name').fill('Ada Lovelace');
    await sendButton(page).click();
    await expect(contactField(page, 'email')).toBeFocused();
    const waiting = waitingNote(page);
    await expect(waiting).toBeHidden();

    release();
    await waitForPageScript(page);
    await expect(contactField(page, 'name')).toHaveValue('Ada Lovelace');
    await expect(waiting).toBeHidden();
    await expect(sentTitle(page)).toHaveCount(0);
    expect(logs).toEqual([]);
    expect(loads).toEqual(['/contact']);
  });

  test('a saved draft fills the empty fields, never overwrites what the visitor typed, and a submit sends what shows', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const name = contactField(page, 'name');
    await gotoReady(page, '/contact');
    await fillTheForm(page, { ...message, name: 'An earlier name' });
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(name).toBeVisible();
    // The prerendered fields start empty (the draft is restored by the code) or as the browser
    // restored them; either way, what the visitor types now is what stays.
    await name.fill(message.name);
    await contactField(page, 'email').fill('');
    release();
    // The form's island, woken at once (it is in use), restores the draft when it mounts.
    await waitForIsland(page, '[role="form"]');
    await expect(name).toHaveValue(message.name);
    expect(await fieldValues(page)).toEqual(message);
    // What the island sends is what the fields show: the text typed before it came included.
    await sendButton(page).click();
    await expect(sentTitle(page)).toBeVisible();
    await expect.poll(() => logs).toEqual([message]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // The form is the kind of page whose island might hide what waits for it.
    test('the whole page shows, and a submit stays on it, keeps the text and says how to reach the company', async ({
      page,
    }) => {
      const loads = documentLoads(page);
      await page.goto('/contact');
      for (const text of noScriptTexts(en)['/contact'] ?? []) {
        // What shows of it: the hours' days, say, not a closed select's option naming them.
        const node = page.getByText(text, { exact: false }).filter({ visible: true }).first();
        await node.scrollIntoViewIfNeeded();
        await expect(node).toBeVisible();
      }
      await fillTheForm(page, message);
      await sendButton(page).click();
      const status = page.getByRole('status');
      await expect(status.getByText(contactForm.noScript)).toBeVisible();
      await expect(status.getByRole('link', { name: company.phone.display })).toHaveAttribute(
        'href',
        /^tel:/,
      );
      expect(loads).toEqual(['/contact']);
      expect(await fieldValues(page)).toEqual(message);
    });
  });
});

// Each stat's number is written once as text in the HTML (src/components/parts/StatsBand.test.ts);
// the count the stylesheet draws over it must not add a second one, for anyone.
test.describe('each stat number exists once as text', () => {
  test.use({ reducedMotion: 'no-preference' });

  // With motion off nothing is drawn over the numbers: the mode with motion shows it.
  test('while the counters play and after', async ({ page }) => {
    await gotoReady(page, '/about');
    const band = page.getByRole('region', { name: about.page.statsTitle });
    await band.scrollIntoViewIfNeeded();
    // The text of each stat, read from the DOM as a crawler or a copy-paste gets it.
    expect(
      await band
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => item.textContent)),
    ).toEqual(stats.map((stat) => `${formatStat(stat)}${stat.label}`));
    // As assistive technology reads them, counted or counting: each number once (the count the
    // stylesheet draws over it has an empty alternative).
    await page
      .locator('[data-counter]')
      .first()
      .evaluate((counter) =>
        window.scrollTo({
          top: counter.getBoundingClientRect().top + window.scrollY - window.innerHeight + 40,
          behavior: 'instant',
        }),
      );
    // The browser's own accessibility tree: the bare numbers it holds as text (a number the
    // stylesheet drew would be one more of them).
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const numbers = nodes
      .filter((node) => node.role?.value === 'StaticText')
      .map((node) => node.name?.value ?? '')
      .filter((text) => /^\d+[+%]?$/u.test(text))
      .sort();
    expect(numbers).toEqual(stats.map(formatStat).sort());
  });
});
