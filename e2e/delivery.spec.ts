import { axeViolations } from './axe.ts';
import type { Page, Route } from '@playwright/test';
import {
  deliveryVariants,
  type DeliveryVariant,
  type VariantOption,
} from '../scripts/deliveryVariants.mjs';
import { company, contactForm, kiosk } from './words.ts';
import { languageField } from '../src/pages/contact/content/contactForm.ts';
import { draftStorageKey } from '../src/pages/contact/content/formParts.ts';
import {
  expect,
  gotoKiosk,
  gotoReady,
  kioskSettings,
  loggedMessages,
  test as base,
  waitForIsland,
  waitForPageScript,
} from './fixtures.ts';

// The contact form with a delivery service, run against each variant build (playwright.config.ts:
// the Netlify one and the POST endpoint one). The service is a stand-in: each test answers the
// form's POSTs itself, so nothing leaves the machine.

const test = base.extend<VariantOption & { origin: string }>({
  // Set by each variant's project; this value only types it.
  variant: [deliveryVariants[0] as DeliveryVariant, { option: true }],
  /** The variant site's origin, where its server runs. */
  origin: async ({ baseURL }, use) => use(baseURL ?? ''),
});

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

const message = {
  name: '<img src=x onerror=alert(1)> Ada',
  email: 'ada@example.com',
  phone: '+1 303 555 0100',
  subject: 'refinishing',
  message: "Oak, 600 sq ft & stairs; 1' OR '1'='1",
  // When a visit suits, from the business hours: it travels with the message.
  visit: 'Saturday 09:00-16:00',
};

type Answer = 'ok' | 'server error' | 'abort' | 'hold';

interface Post {
  url: string;
  /** The fields posted, sorted by name (the browser posts them in document order). */
  fields: [string, string][];
  contentType: string;
  accept: string;
  /** Whether the browser posted the form itself (a navigation) rather than the app with fetch. */
  native: boolean;
}

/**
 * The form service, standing in for Netlify (POSTs to the site's own origin) or for Formspree
 * (POSTs to the endpoint's URL): it records every POST and answers each with the next of
 * `answers` (then 'ok'). A 'hold' answer waits for `release()`, then answers 'ok'.
 */
async function standInService(page: Page, variant: DeliveryVariant, origin: string) {
  const posts: Post[] = [];
  const answers: Answer[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));

  const answer = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const headers = await request.allHeaders();
    const native = request.isNavigationRequest();
    posts.push({
      url: request.url(),
      fields: [...new URLSearchParams(request.postData() ?? '')].sort(byName),
      contentType: headers['content-type'] ?? '',
      accept: headers['accept'] ?? '',
      native,
    });
    const next = answers.shift() ?? 'ok';
    if (next === 'abort') return route.abort('failed');
    if (next === 'hold') await released;
    const status = next === 'server error' ? 500 : 200;
    // Netlify answers HTML; Formspree JSON when asked for it, else its own thank-you page.
    const json = variant.delivery.kind === 'endpoint' && !native;
    await route.fulfill({
      status,
      headers: { 'access-control-allow-origin': '*' },
      contentType: json ? 'application/json' : 'text/html',
      body: json
        ? JSON.stringify(status === 200 ? { ok: true } : { errors: [{ message: 'Oops' }] })
        : '<!doctype html><title>Thank you</title><h1>Thank you! Your submission was received.</h1>',
    });
  };

  const service =
    variant.delivery.kind === 'endpoint'
      ? variant.delivery.url
      : (url: URL) => url.origin === origin;
  await page.route(service, answer);
  return { posts, answers, release };
}

/** What the service was given, as a plain object of field and value. */
const postedFields = (post: Post | undefined) => Object.fromEntries(post?.fields ?? []);

/** Fills every field of the contact form as a visitor would. */
async function fillTheForm(page: Page) {
  await page.getByLabel(/Full Name/).fill(message.name);
  await page.getByLabel(/Email Address/).fill(message.email);
  // By role: on a kiosk a QR code of the phone number is labelled "Phone" too.
  await page.getByRole('textbox', { name: /Phone/ }).fill(message.phone);
  await page.getByLabel(/Project Type/).selectOption(message.subject);
  await page.getByLabel(/Tell us about your project/).fill(message.message);
  await page.getByLabel(/When would a visit suit you/).selectOption(message.visit);
}

const fieldValues = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ['name', 'email', 'phone', 'subject', 'message', 'visit'].map((name) => [
        name,
        document.querySelector<HTMLInputElement>(`#contact-${name}`)?.value,
      ]),
    ),
  );

const storedDraft = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), draftStorageKey);

const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message/ });
const sentHeading = (page: Page) =>
  page.getByRole('status').getByRole('heading', { name: 'Message Sent!' });

const byName = ([a]: [string, string], [b]: [string, string]) => a.localeCompare(b);

/**
 * Exactly the fields a service must receive, sorted by name: the five, the visit's time, the
 * empty honeypot, and for Netlify the form's name.
 */
const expectedFields = (variant: DeliveryVariant) =>
  [
    ...(variant.delivery.kind === 'netlify'
      ? [['form-name', variant.delivery.formName] as [string, string]]
      : []),
    ...Object.entries(message),
    // The language it was written in, for whoever answers it.
    [languageField, 'en'] as [string, string],
    ['_gotcha', ''] as [string, string],
  ].sort(byName);

/** Where the app posts: Netlify's AJAX address, the site's root; or the endpoint. */
const serviceUrl = (variant: DeliveryVariant, origin: string) =>
  variant.delivery.kind === 'netlify' ? `${origin}/` : variant.delivery.url;

test.describe('the contact form with a delivery service', () => {
  test('posts exactly the five fields, the visit’s time, their language and the honeypot, then confirms, resets and logs', async ({
    page,
    variant,
    origin,
  }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const service = await standInService(page, variant, origin);
    const logs = loggedMessages(page);
    await gotoReady(page, '/contact');
    await expect(page.locator('[name="_gotcha"]')).toBeHidden();
    await fillTheForm(page);
    await sendButton(page).click();

    const status = page.getByRole('status');
    await expect(sentHeading(page)).toBeVisible();
    await expect(status).toContainText(contactForm.sentText);
    expect(service.posts).toHaveLength(1);
    const [post] = service.posts;
    expect(post?.url).toBe(serviceUrl(variant, origin));
    expect(post?.native).toBe(false);
    expect(post?.fields).toEqual(expectedFields(variant));
    expect(post?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    if (variant.delivery.kind === 'endpoint') expect(post?.accept).toBe('application/json');

    expect(Object.values(await fieldValues(page))).toEqual(['', '', '', '', '', '']);
    expect(await storedDraft(page)).toBeNull();
    await expect.poll(() => logs).toEqual([message]);
    // The visitor's text is text: the hostile name drew no image anywhere.
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await expect(page).toHaveURL(`${origin}/contact`);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts itself to the service, and no field lands in our URL', async ({
      page,
      variant,
      origin,
    }) => {
      const service = await standInService(page, variant, origin);
      await page.goto('/contact');
      await fillTheForm(page);
      await sendButton(page).click();
      await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
      expect(service.posts).toHaveLength(1);
      const [post] = service.posts;
      expect(post?.native).toBe(true);
      // Netlify takes it at the page's own address, an endpoint at its URL: never with a query.
      expect(post?.url).toBe(
        variant.delivery.kind === 'netlify' ? `${origin}/contact` : variant.delivery.url,
      );
      expect(post?.fields).toEqual(expectedFields(variant));
    });
  });

  test.describe('before the page’s code has run', () => {
    test('with no script run yet, the browser posts the form itself, as without JavaScript', async ({
      page,
      variant,
      origin,
      allowConsole,
    }) => {
      // The stand-in service's page, which has no script of ours to quiet it, reports the route
      // change's view transition Chromium gave up on (see the fixtures).
      allowConsole(/^pageerror: Transition was aborted/);
      const service = await standInService(page, variant, origin);
      await page.route(/\.js(\?|$)/, () => {
        // Held for good: not even the page script runs.
      });
      await page.goto('/contact', { waitUntil: 'commit' });
      await fillTheForm(page);
      await sendButton(page).click();
      await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
      expect(service.posts).toHaveLength(1);
      expect(postedFields(service.posts[0])).toMatchObject(message);
    });

    test('once the page script has run, a submit stays on the page and goes out when the form’s code arrives', async ({
      page,
      variant,
      origin,
    }) => {
      const service = await standInService(page, variant, origin);
      const logs = loggedMessages(page);
      // The page's script runs; the form's island (React and its own code) is held at the network
      // until released.
      const html = await (await page.request.get('/contact')).text();
      const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/u.exec(html)?.[1];
      expect(entry).toBeDefined();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let islandAsked = () => {};
      const islandRequested = new Promise<void>((resolve) => (islandAsked = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        const { pathname } = new URL(route.request().url());
        if (pathname !== entry) {
          if (pathname.includes('/hydrateIsland-')) islandAsked();
          await released;
        }
        // On to the fixtures' answers where they have one (the analytics service's stand-in).
        await route.fallback();
      });
      await page.goto('/contact', { waitUntil: 'commit' });
      await waitForPageScript(page);
      await fillTheForm(page);
      // The first touch of the form asked for its code.
      await islandRequested;
      await sendButton(page).click();

      await expect(page.getByText(contactForm.waiting)).toBeVisible();
      expect(service.posts).toEqual([]);
      await expect(page).toHaveURL(`${origin}/contact`);
      expect(await fieldValues(page)).toEqual(message);

      release();
      await expect(sentHeading(page)).toBeVisible();
      await expect(page.getByText(contactForm.waiting)).toBeHidden();
      expect(service.posts).toHaveLength(1);
      expect(service.posts[0]?.native).toBe(false);
      expect(service.posts[0]?.fields).toEqual(expectedFields(variant));
      await expect.poll(() => logs).toEqual([message]);
      await expect(page).toHaveURL(`${origin}/contact`);
    });
  });
});

// How the form says it is sending, keeps a message it could not send and lets a kiosk forget it is
// the same code whichever service it sends to: checked with the endpoint's.
test.describe('the contact form with a delivery service, whatever the service', () => {
  test.skip(
    ({ variant }) => variant.delivery.kind !== 'endpoint',
    'The same code for every service: checked with the endpoint.',
  );

  test('while sending it says so, sends once however often it is pressed, and a spinner moves only with motion', async ({
    page,
    variant,
    origin,
  }) => {
    const service = await standInService(page, variant, origin);
    service.answers.push('hold');
    await gotoReady(page, '/contact');
    await fillTheForm(page);
    await sendButton(page).dblclick();

    const sending = page.getByRole('button', { name: contactForm.sending });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status')).toHaveText(contactForm.sendingStatus, {
      useInnerText: true,
    });
    // Pressed again, from the keyboard (the pointer cannot press a button that says it is busy).
    await page.keyboard.press('Enter');

    const spinner = sending.locator('[aria-hidden="true"]');
    const animationName = () =>
      spinner.evaluate((element) => getComputedStyle(element).animationName);
    await expect.poll(animationName).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(animationName).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(animationName).not.toBe('none');
    // The switch marks the root as the app renders the change, after the click has returned.
    await page.getByRole('button', { name: /^Animations/ }).click();
    await expect.poll(animationName).toBe('none');

    service.release();
    await expect(sentHeading(page)).toBeVisible();
    expect(service.posts).toHaveLength(1);
    await expect(sendButton(page)).not.toHaveAttribute('aria-disabled');
  });

  for (const failure of ['server error', 'abort', 'offline'] as const) {
    test(`after a failure (${failure}) every field keeps its text and a retry sends it`, async ({
      page,
      context,
      variant,
      origin,
      allowConsole,
    }) => {
      // The browser's own line about the failed request.
      allowConsole(
        /Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/,
      );
      const service = await standInService(page, variant, origin);
      const logs = loggedMessages(page);
      await gotoReady(page, '/contact');
      await fillTheForm(page);
      // The form's code came with the first touch (offline, a visitor's browser has it from the
      // service worker, which the tests leave out).
      await waitForIsland(page, 'form');
      if (failure === 'offline') await context.setOffline(true);
      else service.answers.push(failure);
      await sendButton(page).click();

      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading')).toHaveText(
        failure === 'offline' ? contactForm.offlineTitle : contactForm.failedTitle,
      );
      await expect(alert.getByRole('link', { name: company.phone.display })).toHaveAttribute(
        'href',
        /^tel:/,
      );
      await expect(alert.getByRole('link', { name: company.email })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      expect(await fieldValues(page)).toEqual(message);
      expect(JSON.parse((await storedDraft(page)) ?? '')).toEqual(message);
      await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
      // Offline, it says so before trying.
      expect(service.posts).toHaveLength(failure === 'offline' ? 0 : 1);
      expect(logs).toEqual([]);

      if (failure === 'offline') await context.setOffline(false);
      await alert.getByRole('button', { name: contactForm.retry }).click();
      await expect(sentHeading(page)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(service.posts.at(-1)?.fields).toEqual(expectedFields(variant));
      expect(Object.values(await fieldValues(page))).toEqual(['', '', '', '', '', '']);
      await expect.poll(() => logs).toEqual([message]);
    });
  }

  test('sending, failed and sent states have no axe violations', async ({
    page,
    variant,
    origin,
    allowConsole,
  }) => {
    allowConsole(/status of 500/);
    const violations = () => axeViolations(page, 'main');
    const service = await standInService(page, variant, origin);
    service.answers.push('server error', 'hold');
    await gotoReady(page, '/contact');
    await fillTheForm(page);
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: contactForm.retry }).click();
    await expect(page.getByRole('button', { name: contactForm.sending })).toBeVisible();
    expect(await violations()).toEqual([]);
    service.release();
    await expect(sentHeading(page)).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a kiosk’s idle reset wipes a message that failed, with its draft', async ({
    page,
    variant,
    origin,
    allowConsole,
  }) => {
    allowConsole(/status of 500/);
    const service = await standInService(page, variant, origin);
    service.answers.push('server error');
    await page.clock.install();
    await gotoKiosk(page, '/contact?kiosk=1');
    await fillTheForm(page);
    await sendButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    // A kiosk cannot open tel: or mailto: links: the number and the address are text.
    await expect(alert).toContainText(company.phone.display);
    await expect(alert.getByRole('link')).toHaveCount(0);

    // The idle timeout, on the page's clock, run on at once.
    await page.clock.fastForward(kioskSettings.idleSeconds * 1000);
    await expect(page).toHaveURL('/');
    await expect(page.getByText(kiosk.touchHint)).toBeVisible();
    await expect(page.getByRole('form', { name: contactForm.title })).toHaveCount(0);
    // Nothing of the visitor's is kept: only the kiosk's own settings and state.
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => !key.startsWith('kiosk-')),
      ),
    ).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'CONTACT' })
      .click();
    await expect(page.getByLabel(/Full Name/)).toHaveValue('');
    expect(Object.values(await fieldValues(page))).toEqual(['', '', '', '', '', '']);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
