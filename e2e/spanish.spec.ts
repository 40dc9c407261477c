import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filled } from '../src/content/company.ts';
import { localeNames, localePath } from '../src/content/locales.ts';
import { notFoundText } from '../src/content/notFound.ts';
import { chromeText } from '../src/content/navigation.ts';
import { kioskText } from '../src/kiosk/content/kioskText.ts';
import { visitTimes } from '../src/pages/contact/content/visitTimes.ts';
import {
  expect,
  gotoKiosk,
  gotoReady,
  kioskIdleReset,
  kioskSettings,
  loggedMessages,
  pageKinds,
  scrollYAfter,
  clockPoll,
  test,
  waitForKiosk,
  waitForPageScript,
} from './fixtures.ts';
import { siteBuild } from './built/builtSite.ts';
import { serve } from './processes.ts';
import { es } from './words.ts';

// The Spanish site at /es, in the browser: reachable from its English counterpart and back, the
// language a visitor chose remembered, its form and its not-found page in Spanish. What its
// documents hold (every Spanish page in Spanish, with no English left; each page's switch; the
// phone menu's) is read in Node: src/app/document/documents.test.ts and
// src/components/layout/chrome.test.ts; that the browser's code holds no words of the content,
// in e2e/built/code.test.ts.

// The Spanish words the tests look for, from the frozen content.
const spanishForm = filled(es, es.words.contact.form);
const spanishKiosk = kioskText(es);
const spanishNotFound = notFoundText(es);

// The switch is one link in every page's header and phone menu, made alike on each
// (LanguageSwitch): the page's path in the other language, which every page's switch is checked
// for in Node (src/app/document/documents.test.ts). Here it is followed both ways from Home, the
// language's root; from other pages below (the products page, a section of the about page).
test('the language switch leads from / to its Spanish page and back', async ({ page }) => {
  await gotoReady(page, '/');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('banner').getByRole('link', { name: localeNames.es }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(localePath('es', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  await page.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the header keeps its links in one row beside the switch, in both languages', async ({
  page,
}) => {
  for (const path of [localePath('en', '/'), localePath('es', '/')]) {
    await gotoReady(page, path);
    // From where the row replaces the phone menu, through where the number joins the button.
    for (const width of [960, 1024, 1100, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const banner = page.getByRole('banner');
      const tops = await banner
        .getByRole('navigation')
        .getByRole('listitem')
        .evaluateAll(
          (items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size,
        );
      expect(tops, `${path} at ${width} px`).toBe(1);
      const call = banner.locator('a[href^="tel:"]');
      expect(
        await call.evaluate((link) => link.scrollWidth <= link.clientWidth),
        `${path} at ${width} px: the number fits its button`,
      ).toBe(true);
    }
  }
});

test('the Spanish contact form is checked by the browser, then confirms in Spanish and logs what the English one does', async ({
  page,
}) => {
  const { labels } = spanishForm;
  await gotoReady(page, localePath('es', pageKinds.form));
  const logs = loggedMessages(page);
  await page.getByLabel(labels.name).fill('Ana García');
  await page.getByRole('button', { name: spanishForm.submit }).click();
  await expect(page.getByLabel(labels.email)).toBeFocused();
  await expect(page.getByText(spanishForm.sentTitle)).toHaveCount(0);

  await page.getByLabel(labels.email).fill('ana@example.com');
  await page.getByLabel(labels.subject).selectOption('refinishing');
  await expect(page.getByLabel(labels.subject).locator('option:checked')).toHaveText(
    es.words.contact.projectTypes.refinishing,
  );
  await page.getByLabel(labels.message).fill('Sala de 400 pies cuadrados, en mayo.');
  // When a visit suits, in Spanish words, sent under the same value as in English.
  const visit = visitTimes(es).at(-1);
  await page.getByLabel(labels.visit).selectOption({ label: visit?.label ?? '' });
  await page.getByRole('button', { name: spanishForm.submit }).click();
  const status = page.getByRole('status');
  await expect(status.getByRole('heading', { name: spanishForm.sentTitle })).toBeVisible();
  await expect(status).toContainText(spanishForm.sentText);
  await expect
    .poll(() => logs)
    .toEqual([
      {
        name: 'Ana García',
        email: 'ana@example.com',
        phone: '',
        subject: 'refinishing',
        message: 'Sala de 400 pies cuadrados, en mayo.',
        visit: visit?.value,
      },
    ]);
});

test('on a host with one not-found page for every path, a Spanish path is Spanish from the first paint', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/);
  // The site as such a host serves it: no `_redirects` rule gives `/es/*` its own page.
  const root = await mkdtemp(join(tmpdir(), 'one-404-host-'));
  await cp(fileURLToPath(siteBuild), root, { recursive: true });
  await rm(join(root, '_redirects'));
  const host = await serve(root);
  try {
    // Every top-level heading any document of the visit put on the page, and in what language,
    // shown or hidden at that moment: from the first byte of each document on.
    const headings: { lang: string; shown: boolean; text: string }[] = [];
    await page.exposeFunction('heading', (seen: (typeof headings)[number]) => headings.push(seen));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const h1 of document.querySelectorAll('h1:not([data-seen])')) {
          h1.setAttribute('data-seen', '');
          const root = document.documentElement;
          void (window as unknown as { heading: (seen: object) => void }).heading({
            lang: root.lang,
            shown: !root.hidden,
            text: h1.textContent,
          });
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    const response = await page.goto(`${host.origin}/es/no-existe?ref=1#top`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishNotFound.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForPageScript(page);
    // The address asked for, as it was asked for.
    expect(page.url()).toBe(`${host.origin}/es/no-existe?ref=1#top`);
    expect(headings.filter(({ shown }) => shown)).toEqual([
      { lang: 'es', shown: true, text: spanishNotFound.title },
    ]);
  } finally {
    // Away from the host before it stops: the page would go on asking it for its idle-time code.
    await page.goto('about:blank');
    host.stop();
    await rm(root, { recursive: true, force: true });
  }
});

// A browser that asks for Spanish is not guessed at: the visitor chooses, and the choice is kept.
test.describe('a chosen language', () => {
  test.use({ locale: 'es-US' });

  test('is never guessed, and once chosen is remembered: a later arrival opens that version, Back and Forward stay as they were', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/products');
    expect(new URL(page.url()).pathname).toBe('/products');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: localeNames.es }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Later, a link from elsewhere (or a bookmark) to an English page.
    const later = await context.newPage();
    await later.goto('/about#about-stats');
    await expect.poll(() => later.url()).toMatch(/\/es\/about#about-stats$/);
    await expect(later.locator('html')).toHaveAttribute('lang', 'es');
    await waitForPageScript(later);

    // English, chosen again, is remembered the same way; going Back is not an arrival.
    await later.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
    await expect(later.locator('html')).toHaveAttribute('lang', 'en');
    // The switch kept the section the address named.
    expect(later.url()).toMatch(/\/about#about-stats$/);
    await later.goBack();
    await expect(later.locator('html')).toHaveAttribute('lang', 'es');
    await expect.poll(() => new URL(later.url()).pathname).toBe('/es/about');
    const third = await context.newPage();
    await third.goto('/es/contact');
    await expect(third.locator('html')).toHaveAttribute('lang', 'en');
    expect(new URL(third.url()).pathname).toBe('/contact');
  });
});

test.describe('a Spanish kiosk', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('returns to Spanish at its idle reset, whichever language the last visitor chose', async ({
    page,
  }) => {
    // The kiosk's timers run on the page's clock, run on at once where the test waits for them.
    await page.clock.install();
    await gotoKiosk(page, '/contact?kiosk=1&lang=es');
    expect(new URL(page.url()).pathname).toBe('/es/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Its QR codes are named in Spanish too.
    await expect(
      page.getByRole('contentinfo').getByRole('img', {
        name: spanishKiosk.qrName(spanishKiosk.captions.followWhat(chromeText(es).instagram)),
        exact: true,
      }),
    ).toBeVisible();

    // A visitor switches to English and walks away.
    await page.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await waitForKiosk(page);
    await kioskIdleReset(page, spanishKiosk.touchHint, '/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // After the pause, the Spanish story scrolls by itself, as the English one does.
    await page.clock.fastForward(kioskSettings.attractPauseSeconds * 1000);
    await expect.poll(() => scrollYAfter(page, 500), clockPoll(5000)).toBeGreaterThan(150);

    // No visitor's choice was remembered on the kiosk: a later arrival at an English page stays.
    await page.goto('/products?kiosk=0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
