import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContactData } from '../src/pages/contact/content/schema.ts';
import type { SiteData } from '../src/content/schema/site.ts';
import type { KioskWords } from '../src/kiosk/content/schema.ts';
import type { NotFoundWords } from '../src/content/schema/words.ts';
import { localeNames, localePath, locales, type Locale } from '../src/content/locales.ts';
import type { BuildManifest } from '../build-time/buildManifest.ts';
import {
  expect,
  gotoBeforeCode,
  gotoKiosk,
  gotoReady,
  kioskIdleReset,
  kioskSettings,
  loggedMessages,
  scrollYAfter,
  test,
  waitForKiosk,
  waitForPageScript,
} from './fixtures.ts';
import { builtManifest, siteBuild } from './built/builtSite.ts';
import { serve } from './processes.ts';
import { testContent } from '../scripts/testContent.mjs';

// The Spanish site at /es, in the browser: reachable from its English counterpart and back, its
// form and its not-found page in Spanish, its code with no words of the content. (That every Spanish
// page is rendered in Spanish, with no English left, is checked in Node: build-time/documents.)

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every text of a content file's version, in order. */
const strings = (words: Json): string[] =>
  typeof words === 'string'
    ? [words]
    : typeof words === 'object' && words !== null
      ? Object.values(words).flatMap(strings)
      : [];

/** The content the tested builds were made from: the tests' frozen copy. */
const contentFolder = new URL(`../${testContent}/`, import.meta.url);

/**
 * Every file of it written per language, by its name there: the top-level files but the
 * settings (the same in every language) and the pages' listings (`pages/`).
 */
const wordFiles = [
  ...readdirSync(contentFolder).filter(
    (name) => name.endsWith('.json') && name !== 'settings.json',
  ),
  ...readdirSync(new URL('pages/', contentFolder)).map((name) => `pages/${name}`),
];

/** A content file's Spanish version. */
const spanish = <Data>(file: string): Data =>
  (JSON.parse(readFileSync(new URL(file, contentFolder), 'utf8')) as { es: Data }).es;
const spanishForm = spanish<ContactData>('contact.json');
const spanishKiosk = spanish<KioskWords>('kiosk.json');
const spanishNotFound = spanish<NotFoundWords>('notFound.json');
const spanishSite = spanish<SiteData>('site.json');

/** The JavaScript files of a build. */
const chunkFiles = (manifest: BuildManifest) => [
  ...new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js')),
  ),
];

// One build makes the pages of every language, and the browser's code carries no content: an
// island gets every word it shows as props, the rest is the pages' HTML. So the code holds no
// text of the content, in either language. (Seen failing, with 59 texts in the code, while the
// contact form's island read its words from the content.)
test('the browser’s code carries none of the content’s words, in any language', () => {
  /** The texts of the content, a `{fact}` cut out, long enough not to be one word found anywhere. */
  const texts = new Set(
    wordFiles.flatMap((name) =>
      locales.flatMap((locale) =>
        strings(
          (JSON.parse(readFileSync(new URL(name, contentFolder), 'utf8')) as Record<Locale, Json>)[
            locale
          ],
        )
          .flatMap((text) => text.split(/\{\w+\}/u))
          // Words, not a kind of work's or a species' name in addresses (`installation`).
          .filter((text) => text.length >= 12 && !/^[a-z0-9-]+$/u.test(text)),
      ),
    ),
  );
  expect(texts.size).toBeGreaterThan(500);
  const code = chunkFiles(builtManifest())
    .map((file) => readFileSync(new URL(file, siteBuild), 'utf8'))
    .join('\n');
  expect([...texts].filter((text) => code.includes(text))).toEqual([]);
});

test('every button, label and message has a Spanish version of its own, names aside', () => {
  // A word copied into the Spanish version unchanged is one the check above cannot see.
  const untranslated = [
    'site.json',
    'stats.json',
    'kiosk.json',
    'notFound.json',
    ...wordFiles.filter((name) => name.startsWith('pages/')),
  ].flatMap((file) => {
    const { en, es } = JSON.parse(readFileSync(new URL(file, contentFolder), 'utf8')) as {
      en: Json;
      es: Json;
    };
    const english = strings(en);
    return strings(es).filter((text, index) => text === english[index]);
  });
  expect(untranslated).toEqual(['Instagram', 'Facebook']);
});

// The switch is one link in every page's header, made alike on each (LanguageSwitch): the page's
// path in the other language, which every Spanish page's switch is checked for in Node
// (build-time/documents). Here it is followed both ways from Home, the language's root; from other
// pages below (the products page, a section of the about page, the phone menu on the contact page).
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
      const call = banner.getByRole('link', { name: /555/ });
      expect(
        await call.evaluate((link) => link.scrollWidth <= link.clientWidth),
        `${path} at ${width} px: the number fits its button`,
      ).toBe(true);
    }
  }
});

test('the phone menu offers the other language too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, '/es/contact');
  await page.getByRole('button', { name: spanishSite.chrome.menuButton }).click();
  await page.getByRole('link', { name: localeNames.en }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('the Spanish contact form', () => {
  const form = spanishForm.form;

  test('sent before the code has run, it waits in Spanish and goes out once the code arrives', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    const release = await gotoBeforeCode(page, '/es/contact');
    await page.getByLabel(form.labels.name).fill('Ana García');
    await page.getByLabel(form.labels.email).fill('ana@example.com');
    await page.getByLabel(form.labels.message).fill('Pasillo de roble, unos 20 metros.');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByRole('status')).toContainText(form.waiting);
    expect(new URL(page.url()).pathname).toBe('/es/contact');

    release();
    await waitForPageScript(page);
    await expect(
      page.getByRole('status').getByRole('heading', { name: form.sentTitle }),
    ).toBeVisible();
    await expect(page.getByText(form.waiting)).toBeHidden();
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toMatchObject({
      name: 'Ana García',
      message: 'Pasillo de roble, unos 20 metros.',
    });
  });

  test('is checked by the browser, then confirms in Spanish and logs the same fields', async ({
    page,
  }) => {
    await gotoReady(page, '/es/contact');
    const logs = loggedMessages(page);
    await page.getByLabel(form.labels.name).fill('Ana García');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByLabel(form.labels.email)).toBeFocused();
    await expect(page.getByText(form.sentTitle)).toHaveCount(0);

    await page.getByLabel(form.labels.email).fill('ana@example.com');
    await page.getByLabel(form.labels.subject).selectOption('refinishing');
    await expect(page.getByLabel(form.labels.subject).locator('option:checked')).toHaveText(
      spanishForm.projectTypes.refinishing,
    );
    await page.getByLabel(form.labels.message).fill('Sala de 400 pies cuadrados, en mayo.');
    // When a visit suits, in Spanish words, sent under the same value as in English.
    await page
      .getByLabel(form.labels.visit)
      .selectOption({ label: 'Sábado, 9:00 a.m. a 4:00 p.m.' });
    await page.getByRole('button', { name: form.submit }).click();
    const status = page.getByRole('status');
    await expect(status.getByRole('heading', { name: form.sentTitle })).toBeVisible();
    await expect(status).toContainText(form.sentText);
    await expect.poll(() => logs.length).toBe(1);
    expect(logs[0]).toEqual({
      name: 'Ana García',
      email: 'ana@example.com',
      phone: '',
      subject: 'refinishing',
      message: 'Sala de 400 pies cuadrados, en mayo.',
      visit: 'Saturday 09:00-16:00',
    });
  });
});

test('an unknown path under /es/ is a Spanish 404', async ({ page, allowConsole }) => {
  // The browser reports the document's own status.
  allowConsole(/status of 404/);
  const response = await page.goto('/es/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishNotFound.title);
  await expect(page.getByRole('link', { name: spanishNotFound.link })).toHaveAttribute(
    'href',
    '/es',
  );
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

test.describe('a chosen language', () => {
  test('is remembered: a later arrival opens that version, Back and Forward stay as they were', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/products');
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

  test.describe('never guessed', () => {
    test.use({ locale: 'es-US' });

    test('from a browser that asks for Spanish: English stays at /', async ({ page }) => {
      await gotoReady(page, '/');
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
});

test.describe('a Spanish kiosk', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('returns to Spanish at its idle reset, whichever language the last visitor chose', async ({
    page,
  }) => {
    // The kiosk's timers run on the page's clock, run on at once where the test waits for them.
    const idle = kioskSettings.idleSeconds * 1000;
    await page.clock.install();
    await gotoKiosk(page, '/contact?kiosk=1&lang=es');
    expect(new URL(page.url()).pathname).toBe('/es/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Its QR codes are named in Spanish too.
    await expect(
      page.getByRole('contentinfo').getByRole('img', { name: /^Código QR: .+ en Instagram$/ }),
    ).toBeVisible();

    // A visitor switches to English and walks away.
    await page.getByRole('banner').getByRole('link', { name: localeNames.en }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await waitForKiosk(page);
    await page.clock.fastForward(idle);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // After its own idle reset and the pause, the Spanish story scrolls by itself, as the English
    // one does.
    await waitForKiosk(page);
    await kioskIdleReset(page, spanishKiosk.touchHint, '/es');
    await page.clock.fastForward(kioskSettings.attractPauseSeconds * 1000);
    await expect.poll(() => scrollYAfter(page, 500)).toBeGreaterThan(150);

    // No visitor's choice was remembered on the kiosk: a later arrival at an English page stays.
    await page.goto('/products?kiosk=0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
