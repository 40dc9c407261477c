import { axeViolations } from './axe.ts';
import type { Page, Route } from '@playwright/test';
import {
  deliveryVariants,
  type DeliveryVariant,
  type VariantOption,
} from '../scripts/deliveryVariants.mjs';
import { visitTimes } from '../src/pages/contact/content/visitTimes.ts';
import { chrome, company, contactForm, en, navLabel } from './words.ts';
import { languageField } from '../src/pages/contact/content/contactForm.ts';
import { draftStorageKey, emptyMessage } from '../src/pages/contact/content/formParts.ts';
import {
  expect,
  fieldValues,
  fillTheForm,
  gotoKiosk,
  gotoReady,
  kioskIdleReset,
  loggedMessages,
  sendButton,
  sentTitle,
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
  visit: visitTimes(en).at(-1)?.value ?? '',
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

const storedDraft = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), draftStorageKey);

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
  test('a submit made before the code arrives waits, then posts exactly the form’s fields, confirms, resets and logs', async ({
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
    // The page's script runs; the form's island (React and its own code) is held at the network
    // until released, as on a slow connection.
    const html = await (await page.request.get('/contact')).text();
    const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/u.exec(html)?.[1];
    expect(entry).toBeDefined();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let islandAsked = false;
    await page.route(/\.js(\?|$)/, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname !== entry) {
        if (pathname.includes('/hydrateIsland-')) islandAsked = true;
        await released;
      }
      // On to the fixtures' answers where they have one (the analytics service's stand-in).
      await route.fallback();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await waitForPageScript(page);
    await expect(page.locator('[name="_gotcha"]')).toBeHidden();
    await fillTheForm(page, message);
    // The first touch of the form asked for its code.
    await expect.poll(() => islandAsked, { message: 'the form’s code asked for' }).toBe(true);
    await sendButton(page).click();

    // The page script held the browser's own post: the visitor stays, and the message waits.
    await expect(page.getByText(contactForm.waiting)).toBeVisible();
    expect(service.posts).toEqual([]);
    await expect(page).toHaveURL(`${origin}/contact`);
    expect(await fieldValues(page)).toEqual(message);

    release();
    const status = page.getByRole('status');
    await expect(sentTitle(page)).toBeVisible();
    await expect(status).toContainText(contactForm.sentText);
    await expect(page.getByText(contactForm.waiting)).toBeHidden();
    expect(service.posts).toHaveLength(1);
    const [post] = service.posts;
    expect(post?.url).toBe(serviceUrl(variant, origin));
    expect(post?.native).toBe(false);
    expect(post?.fields).toEqual(expectedFields(variant));
    expect(post?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    if (variant.delivery.kind === 'endpoint') expect(post?.accept).toBe('application/json');

    expect(await fieldValues(page)).toEqual(emptyMessage);
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
      await fillTheForm(page, message);
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
});

// How the form posts before any of its code has run, says it is sending, keeps a message it could
// not send and lets a kiosk forget it is the same code whichever service it sends to: these tests
// are tagged @any-service, which the Netlify build's project leaves out (scripts/siteVariants.mjs),
// so they run with the endpoint's alone. Where each service posts is checked above, for both.
test.describe(
  'the contact form with a delivery service, whatever the service',
  {
    tag: '@any-service',
  },
  () => {
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
      await fillTheForm(page, message);
      await sendButton(page).click();
      await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
      expect(service.posts).toHaveLength(1);
      expect(service.posts[0]?.native).toBe(true);
      expect(postedFields(service.posts[0])).toMatchObject(message);
    });

    test('while sending it says so, sends once however often it is pressed, and a spinner moves only with motion', async ({
      page,
      variant,
      origin,
    }) => {
      const service = await standInService(page, variant, origin);
      service.answers.push('hold');
      await gotoReady(page, '/contact');
      await fillTheForm(page, message);
      await sendButton(page).dblclick();

      const sending = page.getByRole('button', { name: contactForm.sending });
      await expect(sending).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('status')).toHaveText(contactForm.sendingStatus, {
        useInnerText: true,
      });
      expect(await axeViolations(page, 'main')).toEqual([]);
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
      await page.getByRole('button', { name: chrome.motionLabel }).click();
      await expect.poll(animationName).toBe('none');

      service.release();
      await expect(sentTitle(page)).toBeVisible();
      expect(service.posts).toHaveLength(1);
      await expect(sendButton(page)).not.toHaveAttribute('aria-disabled');
    });

    test('through a server error, a dropped connection and being offline, every field keeps its text until a retry sends it', async ({
      page,
      context,
      variant,
      origin,
      allowConsole,
    }) => {
      // The browser's own lines about the failed requests.
      allowConsole(
        /Failed to load resource: (the server responded with a status of 500|net::ERR_FAILED)/,
      );
      const service = await standInService(page, variant, origin);
      const logs = loggedMessages(page);
      await gotoReady(page, '/contact');
      await fillTheForm(page, message);
      // The form's code came with the first touch (offline, a visitor's browser has it from the
      // service worker, which the tests leave out).
      await waitForIsland(page, 'form');
      const alert = page.getByRole('alert');
      const retry = alert.getByRole('button', { name: contactForm.retry });
      /** The form after a failure: it says which, keeps the message and offers the company. */
      const expectKept = async (title: string, posts: number) => {
        await expect.poll(() => service.posts.length).toBe(posts);
        await expect(alert.getByRole('heading')).toHaveText(title);
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
        await expect(sentTitle(page)).toHaveCount(0);
        expect(logs).toEqual([]);
      };

      service.answers.push('server error', 'abort');
      await sendButton(page).click();
      await expectKept(contactForm.failedTitle, 1);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await retry.click();
      await expectKept(contactForm.failedTitle, 2);
      // Offline, it says so before trying.
      await context.setOffline(true);
      await retry.click();
      await expectKept(contactForm.offlineTitle, 2);

      await context.setOffline(false);
      await retry.click();
      await expect(sentTitle(page)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(service.posts).toHaveLength(3);
      expect(service.posts.at(-1)?.fields).toEqual(expectedFields(variant));
      expect(await fieldValues(page)).toEqual(emptyMessage);
      await expect.poll(() => logs).toEqual([message]);
      expect(await axeViolations(page, 'main')).toEqual([]);
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
      await fillTheForm(page, message);
      await sendButton(page).click();
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      // A kiosk cannot open tel: or mailto: links: the number and the address are text.
      await expect(alert).toContainText(company.phone.display);
      await expect(alert.getByRole('link')).toHaveCount(0);

      // The idle timeout, on the page's clock, run on at once.
      await kioskIdleReset(page);
      await expect(page.getByRole('form', { name: contactForm.title })).toHaveCount(0);
      // Nothing of the visitor's is kept: only the kiosk's own settings and state.
      expect(
        await page.evaluate(() =>
          Object.keys(sessionStorage).filter((key) => !key.startsWith('kiosk-')),
        ),
      ).toEqual([]);
      await page
        .getByRole('navigation', { name: chrome.primaryNavLabel })
        .getByRole('link', { name: navLabel('contact') })
        .click();
      await expect(page.getByLabel(contactForm.labels.name)).toHaveValue('');
      expect(await fieldValues(page)).toEqual(emptyMessage);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  },
);
