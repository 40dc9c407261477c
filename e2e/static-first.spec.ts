import type { Page } from '@playwright/test';
import { company } from './words.ts';
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  holdScripts,
  loggedMessages,
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
      !node.ignored && node.role?.value === 'button' && /menu/i.test(String(node.name?.value)),
  );
  expect(buttons).toHaveLength(1);
  const [button] = buttons;
  return {
    name: button?.name?.value,
    expanded: button?.properties?.find((property) => property.name === 'expanded')?.value.value,
  };
}

/**
 * The phone menu's whole contract: one tap opens it, a tap outside closes it, Escape closes it
 * and gives focus back to the toggle, its state is in the accessibility tree (under one constant
 * name), and a link in it leads to its page.
 */
async function useThePhoneMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: false });

  await toggle.tap();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'SERVICES' })).toBeInViewport();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: true });

  // A tap below the panel (the menu, then the other language), on the page.
  const panel = await menu.locator('xpath=..').boundingBox();
  await page.touchscreen.tap(8, (panel?.y ?? 0) + (panel?.height ?? 0) + 40);
  await expect(menu).toBeHidden();
  expect(await menuButtonInTree(page)).toEqual({ name: 'Menu', expanded: false });

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'HOME' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.tap();
  await menu.getByRole('link', { name: 'SERVICES' }).tap();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
  await expect(menu).toBeHidden();
}

test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('works before the page’s code has run', async ({ page }) => {
    await gotoBeforeCode(page, '/contact');
    await useThePhoneMenu(page);
    expect(await page.evaluate(() => document.documentElement.dataset.script)).toBeUndefined();
  });

  test('works the same once the page script has run', async ({ page }) => {
    await gotoReady(page, '/contact');
    await useThePhoneMenu(page);
    // Any route change closes it, Back included.
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('Back closes it, even when the page it left had not arrived yet', async ({ page }) => {
    await gotoReady(page, '/contact');
    // The next page's code is held at the network: its navigation stays pending.
    await page.route('**/assets/ServicesPage-*.js', () => undefined);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menuButton.tap();
    await menu.getByRole('link', { name: 'SERVICES' }).tap();
    await expect(page).toHaveURL(/\/services$/);
    await menuButton.tap();
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('works', async ({ page }) => {
      await page.goto('/contact');
      await useThePhoneMenu(page);
    });
  });
});

const message = {
  name: 'Jane <b>Doe</b>',
  email: 'jane@example.com',
  phone: '+1 303 555 0100',
  subject: 'refinishing',
  message: 'Oak, 600 sq ft & stairs; May?',
  visit: 'Monday-Friday morning',
};

/** Fills every field of the contact form as a visitor would. */
async function fillTheForm(page: Page, values: typeof message) {
  await page.getByLabel(/Full Name/).fill(values.name);
  await page.getByLabel(/Email Address/).fill(values.email);
  await page.getByLabel(/Phone/).fill(values.phone);
  await page.getByLabel(/Project Type/).selectOption(values.subject);
  await page.getByLabel(/Tell us about your project/).fill(values.message);
  await page.getByLabel(/When would a visit suit you/).selectOption(values.visit);
}

const fieldValues = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['name', 'email', 'phone', 'subject', 'message', 'visit'].map((name) => [
        name,
        document.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value,
      ]),
    ),
  );

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message/ });
const waitingNote = (page: Page) => page.getByText(/^Sending as soon as the page has loaded/);
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
    await expect(
      page.getByRole('status').getByRole('heading', { name: 'Message Sent!' }),
    ).toBeVisible();
    await expect(waiting).toBeHidden();
    await expect.poll(() => logs).toEqual([message]);
    expect(Object.values(await fieldValues(page))).toEqual(['', '', '', '', '', '']);
    expect(loads).toEqual(['/contact']);
  });

  test('the browser still blocks an incomplete submit, and nothing is sent later', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const loads = documentLoads(page);
    const release = await gotoBeforeCode(page, '/contact');
    await page.getByLabel(/Full Name/).fill('Ada Lovelace');
    await sendButton(page).click();
    await expect(page.getByLabel(/Email Address/)).toBeFocused();
    const waiting = waitingNote(page);
    await expect(waiting).toBeHidden();

    release();
    await waitForPageScript(page);
    await expect(page.getByLabel(/Full Name/)).toHaveValue('Ada Lovelace');
    await expect(waiting).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
    expect(logs).toEqual([]);
    expect(loads).toEqual(['/contact']);
  });

  test('text typed before the code arrives is exactly what a later submit logs', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const release = await gotoBeforeCode(page, '/contact');
    await fillTheForm(page, message);
    release();
    await waitForPageScript(page);
    expect(await fieldValues(page)).toEqual(message);
    await sendButton(page).click();
    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect.poll(() => logs).toEqual([message]);
  });

  test('a saved draft fills the empty fields and never overwrites what the visitor typed', async ({
    page,
  }) => {
    await gotoReady(page, '/contact');
    await fillTheForm(page, { ...message, name: 'An earlier name' });
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByLabel(/Full Name/)).toBeVisible();
    // The prerendered fields start empty (the draft is restored by the code) or as the browser
    // restored them; either way, what the visitor types now is what stays.
    await page.getByLabel(/Full Name/).fill(message.name);
    await page.getByLabel(/Email Address/).fill('');
    release();
    // The form's island, woken at once (it is in use), restores the draft when it mounts.
    await waitForIsland(page, '[role="form"]');
    await expect(page.getByLabel(/Full Name/)).toHaveValue(message.name);
    expect(await fieldValues(page)).toEqual(message);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a submit stays on the page, keeps the text and says how to reach the company', async ({
      page,
    }) => {
      const loads = documentLoads(page);
      await page.goto('/contact');
      await fillTheForm(page, message);
      await sendButton(page).click();
      const status = page.getByRole('status');
      await expect(status.getByText(/needs JavaScript/)).toBeVisible();
      await expect(status.getByRole('link', { name: company.phone.display })).toHaveAttribute(
        'href',
        /^tel:/,
      );
      expect(loads).toEqual(['/contact']);
      expect(await fieldValues(page)).toEqual(message);
    });
  });
});

/** The text of each stat on the page, read from the DOM as a crawler or a copy-paste gets it. */
const statTexts = (page: Page) =>
  page
    .getByRole('region', { name: /Numbers we are proud of|By the numbers/ })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent));

const statsOnce = [
  '15+Years Experience',
  '500+Projects Completed',
  '5States Served',
  '100%Satisfaction Rate',
];

test.describe('each stat number exists once as text', () => {
  test.describe('in the served HTML', () => {
    test.use({ javaScriptEnabled: false });

    for (const path of ['/', '/about']) {
      test(path, async ({ page }) => {
        await page.goto(path);
        expect(await statTexts(page)).toEqual(statsOnce);
      });
    }
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`after the counters have played (motion ${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      await gotoReady(page, '/about');
      const stats = page.getByRole('region', { name: /By the numbers/ });
      await stats.scrollIntoViewIfNeeded();
      expect(await statTexts(page)).toEqual(statsOnce);
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
      expect(numbers).toEqual(['100%', '15+', '5', '500+']);
    });
  }
});
