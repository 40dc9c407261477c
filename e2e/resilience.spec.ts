import { about, en, products } from './words.ts';
import { noScriptTexts } from '../src/test/noScriptTexts.ts';
import { imageHost } from '../src/content/images.ts';
import { expect, photo, test, waitForPageScript } from './fixtures.ts';

// Without JavaScript every page holds all of its content (src/app/document/documents.test.ts: in
// the HTML, and nothing of it hidden); here, what the browser then shows of Home's story, whose
// motion is the part that might wait for code. (The form's island: e2e/static-first.spec.ts.)
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Home shows all of its content', async ({ page }) => {
    await page.goto('/');
    for (const text of noScriptTexts(en)['/'] ?? []) {
      const node = page.getByText(text, { exact: false }).filter({ visible: true }).first();
      await node.scrollIntoViewIfNeeded();
      await expect(node).toBeVisible();
    }
  });
});

test.describe('photos that fail', () => {
  test('become wood-tone panels, never broken images', async ({ page, allowConsole }) => {
    // The browser reports each failed photo itself; that is the situation under test.
    allowConsole(/status of 404/);
    await page.route(`${imageHost}/**`, (route) => route.fulfill({ status: 404 }));
    await page.goto('/products');
    await waitForPageScript(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const panels = page.locator('main article [role="img"]');
    // Each carries its photo's description.
    await expect(panels).toHaveCount(products.cards.length);
    await expect(panels.first()).toHaveAccessibleName(products.cards[0]?.photo.alt ?? '');
    const background = await panels.first().evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('gradient');
    // The failed pictures stay in the page (an island may own them), never shown.
    await expect(page.locator('main article img').filter({ visible: true })).toHaveCount(0);
  });
});

test('a photo cut to another shape than asked moves nothing', async ({ page }) => {
  // The About photo is asked for at 4:3 (portrait); the stand-in answers with a 3:2 landscape
  // file, as a host that ignored the crop would. It is held back until the page is measured.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${imageHost}/**`, async (route) => {
    await released;
    await route.fulfill({ body: photo, contentType: 'image/jpeg' });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const story = page.getByText(about.page.story[1] ?? '');
  const picture = page.locator('main figure img');
  const before = { story: await story.boundingBox(), photo: await picture.boundingBox() };

  release();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(
    await picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight),
  ).toBe(1.5);
  expect({ story: await story.boundingBox(), photo: await picture.boundingBox() }).toEqual(before);
});
