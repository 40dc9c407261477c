import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { contentProblems } from '../build-time/siteContent.ts';
import { testContent } from '../scripts/testContent.mjs';
import { editorPath } from '../src/content/paths.ts';
import { products } from './words.ts';
import { expect, gotoControlled, test } from './fixtures.ts';
import { decapPort, startDecapServer } from './processes.ts';

// The owner's editor at /admin, as the owner uses it: the tested build's editor, saving through
// its local backend (decap-server) into a temporary folder holding a copy of the tests' frozen
// content as its content/, never the working tree.

/** Opens the editor and enters through the local backend, as `npm run admin` does. */
async function enterEditor(page: Page) {
  await page.goto(`/${editorPath}/`);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Site content').first()).toBeVisible();
}

/** From a saved entry back to the editor's collections, by the link above the entry. */
async function backToCollections(page: Page) {
  await page.getByRole('link', { name: /Writing in .+ collection/ }).click();
  await expect(page.getByRole('complementary')).toBeVisible();
}

/** Saves the open entry the way the owner does: Publish, then Publish now. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Opens a collapsed entry of a list: the first button of its bar, by the title it shows. */
async function expandListEntry(page: Page, shown: string) {
  const bar = page.getByText(shown, { exact: true }).locator('xpath=ancestor::div[.//button][1]');
  await bar.getByRole('button').first().click();
}

/**
 * A language's version of a content file of the copy as saved, or undefined while decap-server is
 * still writing it.
 */
async function readJson(folder: string, file: string, language = 'en') {
  try {
    const versions = JSON.parse(await readFile(join(folder, 'content', file), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    return versions[language];
  } catch {
    // Written in place: a read in the middle of the write sees part of it.
    return undefined;
  }
}

test.describe('the editor at /admin', () => {
  // The editor is one page of 6 MB, and the visit below makes four edits on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  let folder: string;
  let backend: { stop: () => void };

  test.beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'editor-'));
    await cp(testContent, join(folder, 'content'), { recursive: true });
    backend = await startDecapServer(folder);
  });

  test.afterAll(async () => {
    backend.stop();
    await rm(folder, { recursive: true, force: true });
  });

  // One visit, as the owner makes it: the editor (a page of 6 MB) is entered once, and each edit
  // is saved and checked in turn; the refused save comes last, leaving its entry unsaved.
  test('saves each edit so that it passes the build’s check, and refuses an empty required field', async ({
    page,
    allowConsole,
  }) => {
    // Decap refuses by rejecting its save with no reason (`Promise.reject()` in its bundle),
    // which the page reports as an uncaught "undefined": its own, after its message is shown.
    allowConsole(/^pageerror: undefined$/);
    await enterEditor(page);

    await test.step('a product title and the phone number, changed and saved', async () => {
      const [first] = products.cards;
      const title = 'Solid White Oak, Milled in Colorado';
      await page.getByText('Products page').click();
      await expandListEntry(page, first?.title ?? '');
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await publish(page);
      await expect
        .poll(
          async () =>
            (
              (await readJson(folder, 'products.json'))?.cards as { title: string }[] | undefined
            )?.[0]?.title,
        )
        .toBe(title);

      await backToCollections(page);
      await page.getByText('Company: name, phone, email, offices').click();
      // Side by side, the English version first: the Spanish one shows the same number, copied.
      await page.getByRole('textbox', { name: 'As people read it' }).first().fill('(720) 555-0199');
      await page.getByRole('textbox', { name: 'For calls and texts' }).first().fill('+17205550199');
      await publish(page);
      // Written once, in English: the Spanish file gets the same number.
      for (const language of ['en', 'es']) {
        await expect
          .poll(async () => (await readJson(folder, 'company.json', language))?.phone)
          .toEqual({ display: '(720) 555-0199', e164: '+17205550199' });
      }

      // What the host's build does first with the editor's commit: check the saved files. A file
      // that passes is built like any other (the variant builds in scripts/siteVariants.mjs build
      // edited content, and every spec checks the pages show what content/ says).
      expect(await contentProblems(join(folder, 'content'))).toEqual([]);
    });

    await test.step('the settings, one entry for every language: the kiosk’s timing', async () => {
      await backToCollections(page);
      await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByText('Where contact messages go')).toBeVisible();
      await expect(page.getByText('Where photos come from')).toBeVisible();
      // One pane: the settings have no languages to show side by side.
      const idle = page.getByRole('spinbutton', {
        name: 'Seconds without a touch before a kiosk starts over',
      });
      await expect(idle).toHaveCount(1);
      await idle.fill('120');
      await publish(page);
      await expect
        .poll(async () => {
          try {
            const saved = JSON.parse(
              await readFile(join(folder, 'content', 'settings.json'), 'utf8'),
            ) as { kiosk: { idleSeconds: number } };
            return saved.kiosk.idleSeconds;
          } catch {
            // Written in place: a read in the middle of the write sees part of it.
            return undefined;
          }
        })
        .toBe(120);
      expect(await contentProblems(join(folder, 'content'))).toEqual([]);
    });

    await test.step('a project added in both languages, a file of its own', async () => {
      await backToCollections(page);
      await page
        .getByRole('complementary')
        .getByRole('link', { name: 'Our work: projects' })
        .click();
      await page.getByRole('link', { name: 'Create entry of type project' }).click();
      // Side by side, the English version first, then the Spanish one with the same fields; a
      // shared fact is written once, in English.
      const both = async (name: string, english: string, spanish: string) => {
        const fields = page.getByRole('textbox', { name, exact: true });
        await fields.first().fill(english);
        await fields.nth((await fields.count()) / 2).fill(spanish);
      };
      const once = (name: string, value: string) =>
        page.getByRole('textbox', { name, exact: true }).first().fill(value);
      await both('Title', 'Hickory for a mountain cabin', 'Nogal americano para una cabaña');
      await both(
        'In a sentence, for the list of projects',
        'Wide hickory planks laid over a new subfloor in a Park City cabin.',
        'Tablas anchas de nogal americano sobre un nuevo contrapiso en Park City.',
      );
      await once('Region', 'Utah');
      await once('City', 'Park City');
      await page.getByRole('combobox', { name: 'Kind of work' }).first().click();
      await page.getByRole('option', { name: 'installation' }).click();
      await once('Finished on', '2026-11-20');
      await page.getByRole('spinbutton', { name: 'Size (square feet)' }).first().fill('420');
      await both('Wood species', 'Hickory', 'Nogal americano');
      await both('Finish', 'Oil, satin', 'Aceite, satinado');
      await both('How long it took', '6 days', '6 días');
      await once('Photo on the image host (optional)', '1715534408885-b9e45db5fc13');
      await both(
        'What the photo shows',
        'Hickory planks in warm evening light',
        'Tablas de nogal americano con luz cálida de la tarde',
      );
      // Its story: one chapter in each language, with its own photo.
      const addChapter = page.getByRole('button', { name: /Add chapter/ });
      await addChapter.first().click();
      await addChapter.last().click();
      /**
       * A field of the chapter, in English and in Spanish: in each half of the form (a language),
       * the field of that name at `index` (the project's own fields of the name come first).
       */
      const chapter = async (name: string, index: number, english: string, spanish: string) => {
        const fields = page.getByRole('textbox', { name, exact: true });
        const half = (await fields.count()) / 2;
        await fields.nth(index).fill(english);
        await fields.nth(half + index).fill(spanish);
      };
      await chapter('Title', 1, 'The room before', 'El ambiente antes');
      await chapter('Text', 0, 'Worn carpet over a sagging subfloor.', 'Una alfombra gastada.');
      // Its photo: the project's own comes first; the chapter's pair, left empty, after it.
      const photoId = '1604074131665-7a4b13870ab4';
      await chapter('Photo on the image host (optional)', 1, photoId, photoId);
      await chapter('What the photo shows (optional)', 0, 'The cabin before', 'La cabaña antes');
      await chapter('The line under its photo', 0, 'Worn carpet.', 'Alfombra gastada.');
      await publish(page);

      const file = 'work/hickory-for-a-mountain-cabin.json';
      await expect
        .poll(async () => (await readJson(folder, file))?.title)
        .toBe('Hickory for a mountain cabin');
      expect(await readJson(folder, file, 'es')).toMatchObject({
        title: 'Nogal americano para una cabaña',
        region: 'Utah',
        size: 420,
        kind: 'installation',
      });
      expect(await contentProblems(join(folder, 'content'))).toEqual([]);
    });

    await test.step('a required field left empty: refused, and it says which', async () => {
      await backToCollections(page);
      await page.getByRole('complementary').getByRole('link', { name: 'Site content' }).click();
      await page.getByText('Company: name, phone, email, offices').click();
      const before = await readFile(join(folder, 'content/company.json'), 'utf8');
      await page.getByRole('textbox', { name: 'Email address' }).first().fill('');
      await publish(page);
      await expect(page.getByText('Email address is required.')).toBeVisible();
      await expect(page.getByText(/Oops, you've missed a required field/)).toBeVisible();
      expect(await readFile(join(folder, 'content/company.json'), 'utf8')).toBe(before);
    });
  });
});

// Never indexed, under its own policy, with nothing of the public site: the host's headers and
// the editor's page are checked in Node (src/app/document/siteFiles.test.ts,
// build-time/editor.test.ts), the public pages' policy beside it (securityPolicy.test.ts).
test.describe('the editor is not part of the public site', () => {
  // The editor looks for its local backend (decap-server, which `npm run admin` starts) and, as
  // here none runs, goes on without it. Refused at once, whatever another test has started on
  // that port meanwhile; the browser reports the refusal.
  test.beforeEach(async ({ page, allowConsole }) => {
    allowConsole(/^error: Failed to load resource: net::ERR_CONNECTION_REFUSED$/);
    await page.route(`http://localhost:${decapPort}/**`, (route) =>
      route.abort('connectionrefused'),
    );
  });

  test.describe('with the offline service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('it neither keeps nor serves the editor', async ({ page, context, allowConsole }) => {
      // The browser's own line for the offline visit to the editor, which must fail.
      allowConsole(/^error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/);
      await gotoControlled(page, '/');
      const precached = await page.evaluate(async () =>
        (
          await Promise.all(
            (await caches.keys()).map(async (name) => (await caches.open(name)).keys()),
          )
        )
          .flat()
          .map((cached) => new URL(cached.url).pathname),
      );
      expect(precached).toContain('/products');
      expect(precached.filter((path) => path.startsWith(`/${editorPath}`))).toEqual([]);

      const online = await page.goto(`/${editorPath}/`);
      expect(online?.fromServiceWorker()).toBe(false);
      // The editor has its configuration (it offers its login once it has): nothing of it is
      // still on its way when the network goes.
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
      await context.setOffline(true);
      await expect(page.goto(`/${editorPath}/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      await context.setOffline(false);
    });
  });
});
