import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { plausibleVariant } from '../scripts/analyticsVariants.mjs';
import { photoRewrite } from '../scripts/photoVariants.mjs';
import { testContent } from '../scripts/testContent.mjs';
import type { SettingsData } from '../src/content/schema/settings.ts';
import { imageHost } from '../src/content/images.ts';
import { sitePaths } from '../src/content/pages.ts';
import { logLabel } from '../src/pages/contact/content/contactForm.ts';
import {
  contactFieldId,
  emptyMessage,
  type ContactField,
  type ContactMessage,
} from '../src/pages/contact/content/formParts.ts';
import { chrome, contactForm, estimator, kiosk, projectSample, regionSample } from './words.ts';

/** The local stand-in for every photo of the image host: a 1200×800 (3:2) JPEG. */
export const photo = readFileSync(new URL('./fixtures/photo.jpg', import.meta.url));

/**
 * The local stand-in for the analytics service's script (Plausible's), served at its address in
 * the build that counts visits (scripts/analyticsVariants.mjs): it posts each count to the
 * service, which these fixtures take and forget, and e2e/analytics.spec.ts records.
 */
export const analyticsStandIn = readFileSync(
  new URL('./fixtures/analytics-stand-in.js', import.meta.url),
);

/** Answers the analytics service: its script with the stand-in, a count with 202 Accepted. */
export const answerAnalytics = (route: Route): Promise<void> =>
  route.request().method() === 'GET'
    ? route.fulfill({ body: analyticsStandIn, contentType: 'text/javascript' })
    : route.fulfill({ status: 202, body: 'ok' });

/**
 * The kiosk's timing as the tested content sets it (`kiosk` in its settings file): read from the
 * file, not through the kiosk's code, so a kiosk that ignored the setting would fail the specs (the
 * unit tests read it alike: src/test/testedSettings.ts).
 */
export const kioskSettings = (
  JSON.parse(
    readFileSync(new URL(`../${testContent}/settings.json`, import.meta.url), 'utf8'),
  ) as SettingsData
).kiosk;

interface Fixtures {
  /** The console messages a test expects, which its page's check lets through. */
  allowedConsole: RegExp[];
  /** Messages a test expects (for example the browser's own line about a 404 document). */
  allowConsole: (pattern: RegExp) => void;
}

/**
 * The test every spec uses: photos from the image host are answered with a local fixture (tests
 * never touch the network), and any console error or warning of its page fails the test. A test
 * that asks for no page (one that reads the build's files) starts no browser.
 */
export const test = base.extend<Fixtures>({
  allowedConsole: async ({ javaScriptEnabled }, use) => {
    // A route change's view transition that Chromium gives up on rejects a promise of its own,
    // which the first-paint script quiets (src/firstPaint/viewTransitions.ts); without JavaScript
    // nothing can, and the browser reports it. The page simply changes without the fade.
    await use(javaScriptEnabled === false ? [/^pageerror: Transition was aborted/] : []);
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((pattern) => allowedConsole.push(pattern));
  },
  page: async ({ page, allowedConsole }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Playwright's own note that it kept the service worker out (see playwright.config.ts).
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(page);
    const unexpected = problems.filter((line) => !allowedConsole.some((p) => p.test(line)));
    expect(unexpected, 'console errors or warnings').toEqual([]);
  },
  // On the context rather than the page, so photo requests made by the service worker (in the
  // offline spec) are answered locally too. A variant build with photos through the site's origin
  // asks the site for them (photos.spec checks that): those are answered the same way. So is
  // the analytics service of the build that counts visits.
  context: async ({ context, baseURL }, use) => {
    const answer = (route: Route) => route.fulfill({ body: photo, contentType: 'image/jpeg' });
    await context.route(`${imageHost}/**`, answer);
    await context.route(`${baseURL ?? ''}${photoRewrite.path}/**`, answer);
    await context.route(`${plausibleVariant.analytics.host}/**`, answerAnalytics);
    await use(context);
  },
});

export { expect };

/**
 * One page of each kind, for the browser's per-route checks: what the chrome, an island, a
 * project's story or a form does in the browser is the same on every page that has it, and what
 * each page says is read on every page by the document checks in Node (the tests beside each
 * page, over the rendered site). Home, the long page of motion, is a kind of its own. A check
 * that one route can break on its own (its layout, its own stylesheet's) takes that route too,
 * and says why.
 */
export const pageKinds = {
  home: '/',
  /** A page of text and photos, with no island. */
  text: '/about',
  /** A page whose island (the estimator) wakes at the first touch. */
  island: '/estimate',
  /** A project's story, with its before and after island. */
  project: projectSample,
  /** The contact form. */
  form: '/contact',
} as const;

/**
 * Every page of the page table, one filter of the work, one project's page and one region's (the
 * samples: the others differ only in words and photos).
 */
export const routesUnderTest = [...sitePaths, '/work/colorado', projectSample, regionSample];

/** Waits until the page's one script (`src/site.ts`) has run: it then marks the document. */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.script === 'ready');
}

/** Waits until the island at `selector` (an element inside it) is live: React has hydrated it. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await expect(page.locator(`[data-island-live]:has(${selector})`)).toHaveCount(1);
}

/**
 * Wakes the estimate page's estimator as a visitor does, with a first focus in it (its island
 * comes with the first touch or focus), and waits until it is live. `form` is its name.
 */
export async function wakeEstimator(page: Page, form = estimator.title): Promise<void> {
  await page.getByRole('form', { name: form }).getByRole('combobox').first().focus();
  await waitForIsland(page, 'form');
}

/**
 * Makes the page's browser answer as Firefox does today, before any of the page's scripts runs:
 * it has no scroll timelines (`CSS.supports` says no to `animation-timeline`), so the site's code
 * moves what the stylesheet would.
 */
export async function withoutScrollTimelines(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS) as (query: string) => boolean;
    CSS.supports = ((query: string) =>
      !query.includes('animation-timeline') && supports(query)) as typeof CSS.supports;
  });
}

/**
 * Waits until the browser has rendered the page once more since the call: the moment its
 * IntersectionObservers report what a scroll changed (a fresh observer's first report comes in
 * that same rendering step, after those made earlier). Unlike a frame callback, this holds with
 * the page's clock installed, which Playwright's fake `requestAnimationFrame` runs on.
 */
export async function renderedFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement);
      }),
  );
}

/**
 * Asks for every photo the page shows at once, as if scrolled to each (their lazy loading let go),
 * and waits until each has arrived or failed, with no frame awaited: loading is the network's
 * work. Scrolled through instead, half a screen at a time, a long page with its photos now and
 * then stopped Chromium's renderer for good on a busy machine (its compositor kept a new layer
 * tree that never became ready to show: no frame, no IntersectionObserver report and no
 * screenshot after it; about one test in 100 with two pages at once, one in 25 with four).
 */
export async function loadEveryPhoto(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((image) => image.checkVisibility())
        .map((image) => {
          image.loading = 'eager';
          if (image.complete) return undefined;
          return new Promise((settled) => {
            image.addEventListener('load', settled, { once: true });
            image.addEventListener('error', settled, { once: true });
          });
        }),
    ),
  );
}

/**
 * The widest column of the page's main content, and every photo (each loaded) fetched narrower
 * than it is drawn on this screen.
 */
export async function fillAndSharpness(page: Page) {
  const column = await page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('main section, main article, main [role="form"]')].map(
        (element) => element.getBoundingClientRect().width,
      ),
    ),
  );
  await loadEveryPhoto(page);
  const soft = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.currentSrc.includes('w='))
      .map((image) => ({
        drawn: image.getBoundingClientRect().width * window.devicePixelRatio,
        fetched: Number(new URL(image.currentSrc).searchParams.get('w')),
      }))
      .filter(({ drawn, fetched }) => fetched < drawn * 0.98),
  );
  return { column, soft };
}

/** Opens a page and waits until its script has run. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForPageScript(page);
}

/**
 * Opens a page and waits until the offline service worker controls it: it has precached the site
 * (the spec must allow service workers).
 */
export async function gotoControlled(page: Page, path: string): Promise<void> {
  await gotoReady(page, path);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/**
 * Waits until a kiosk page's code has taken over: it refuses the context menu a long press would
 * open (set up with its idle timer), which the first-paint script's mark alone does not.
 */
export async function waitForKiosk(page: Page): Promise<void> {
  await waitForPageScript(page);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.kiosk === 'on' &&
      !document.body.dispatchEvent(
        new MouseEvent('contextmenu', { bubbles: true, cancelable: true }),
      ),
  );
}

/**
 * Lets a kiosk's idle time pass on the page's clock (installed before the page opened) and waits
 * for its reset to land: Home (`home`, the display's language's), loaded anew as a document of
 * its own, at the top, its kiosk running, with the touch hint in its language.
 */
export async function kioskIdleReset(
  page: Page,
  hint = kiosk.touchHint,
  home = '/',
): Promise<void> {
  // The document the reset leaves is marked, for the address may be Home's already; the reset
  // loads two documents (the tab's first page in full, then Home: src/kiosk/kiosk.ts), more than
  // a check's usual wait on a busy machine.
  await page.evaluate(() => (document.documentElement.dataset.leftByReset = ''));
  await page.clock.fastForward(kioskSettings.idleSeconds * 1000);
  const twoLoads = { timeout: 15_000 };
  await expect(page.locator('html:not([data-left-by-reset])')).toHaveCount(1, twoLoads);
  await expect(page).toHaveURL((url) => url.pathname === home && url.search === '', twoLoads);
  await expect(page.getByRole('status')).toHaveText(hint);
  // A document of its own, so at its top. (Its scroll is not read: on the page's clock the
  // attract loop may already be moving it.)
  await waitForKiosk(page);
}

/**
 * After a kiosk's reset to Home, the history holds nothing of the last visitor's: Back reaches
 * only the kiosk's first page (`first`), Forward only Home again.
 */
export async function expectNoTrail(page: Page, first: string): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(first);
  await page.goForward();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL('/');
}

/** Opens a page in kiosk mode (`path` carries `?kiosk`) and waits until the kiosk has taken over. */
export async function gotoKiosk(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForKiosk(page);
}

/**
 * The options of a poll whose every read runs the page's clock (`scrollYAfter`): nothing moves
 * between reads, so no wall time to wait there.
 */
export const clockPoll = (timeout: number) => ({ timeout, intervals: [0] });

/**
 * The page's scroll position once its clock (installed before the page opened, with
 * `page.clock.install()`) has run `ms` further: its animation frames and timers fire, as that much
 * time would have passed. A poll of it waits for what the page does over time (the kiosk's
 * attract loop) without waiting for the time itself.
 */
export async function scrollYAfter(page: Page, ms: number): Promise<number> {
  await page.clock.runFor(ms);
  return page.evaluate(() => window.scrollY);
}

/**
 * Does `act` (an input of Playwright's) and waits until the page has had its `type` event:
 * Playwright's mouse moves and wheels return before the page gets them, so what the page does
 * about them may still be to come.
 */
export async function withEvent(page: Page, type: string, act: () => Promise<void>): Promise<void> {
  // Listening before acting: the page handles input before other tasks, a script run included.
  await page.evaluate((name) => {
    const page = window as unknown as { eventSeen?: Promise<void> };
    page.eventSeen = new Promise<void>((resolve) =>
      addEventListener(name, () => resolve(), { once: true, capture: true }),
    );
  }, type);
  await act();
  await page.evaluate(() => (window as unknown as { eventSeen?: Promise<void> }).eventSeen);
}

/**
 * What `read` gives once it has come to rest: read until two reads in a row agree (a scroll the
 * browser animates, or one a page's clock moves between reads).
 */
export async function settled(read: () => Promise<number>): Promise<number> {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const now = await read();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** Records the JavaScript files (as the build names them) the page requests from now on. */
export function requestedScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
  });
  return requested;
}

/** The contact form's field for `field`, by its label, within the form. */
export const contactField = (page: Page, field: ContactField): Locator =>
  page.getByRole('form', { name: contactForm.title }).getByLabel(contactForm.labels[field]);

/** Fills every field of the contact form with `message`, as a visitor would: types or chooses. */
export async function fillTheForm(page: Page, message: ContactMessage): Promise<void> {
  for (const [field, value] of Object.entries(message) as [ContactField, string][]) {
    const control = contactField(page, field);
    if ((await control.evaluate((element) => element.tagName)) === 'SELECT') {
      await control.selectOption(value);
    } else {
      await control.fill(value);
    }
  }
}

export const sendButton = (page: Page): Locator =>
  page.getByRole('button', { name: contactForm.submit });

/** The form's word that the message was sent, as the visitor is told it. */
export const sentTitle = (page: Page): Locator =>
  page.getByRole('status').getByRole('heading', { name: contactForm.sentTitle });

/** What each field of the contact form holds, by name: every field of its message (`emptyMessage`). */
export const fieldValues = (page: Page): Promise<Record<string, string | undefined>> =>
  page.evaluate(
    (fields) =>
      Object.fromEntries(
        fields.map(([name, id]) => [
          name,
          document.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
            `#${id}`,
          )?.value,
        ]),
      ),
    (Object.keys(emptyMessage) as ContactField[]).map((field) => [field, contactFieldId(field)]),
  );

/** The values of every line the contact form logs as it sends (`logLabel`). */
export function loggedMessages(page: Page): unknown[] {
  const logs: unknown[] = [];
  page.on('console', async (line) => {
    if (line.type() === 'log' && line.text().startsWith(logLabel)) {
      logs.push(await line.args()[1]?.jsonValue());
    }
  });
  return logs;
}

/**
 * Holds the page's requests for `url` at the network until the returned function is called; then
 * each goes on to the next handler (the context's answer for the image host, fixtures above) or
 * to the network.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Holds every script of the site at the network until the returned function is called: the page
 * is what the prerender made it, and no script of its own (not even the page script) has run.
 */
export const holdScripts = (page: Page): Promise<() => void> => holdRequests(page, /\.js(\?|$)/);

/**
 * Opens a page with its scripts held and waits until its content is on screen as a visitor first
 * sees it: its heading there and its stylesheets applied. (A held module script also holds
 * DOMContentLoaded, so the navigation cannot wait for that; and the heading alone is in the DOM
 * before the stylesheet has arrived, when what only CSS hides, such as the website's links on a
 * kiosk, still counts as visible: seen once in three runs of the kiosk's first-paint test under
 * load.)
 */
export async function gotoBeforeCode(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
  return release;
}

/** The floating "text us" button, whose address writes the visitor's question first. */
export const floatingTextUs = (page: Page, words = chrome): Locator =>
  page
    .getByRole('complementary', { name: words.floatingLabel })
    .getByRole('link', { name: words.floatingSms });
