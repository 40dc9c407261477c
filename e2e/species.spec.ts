import type { Page } from '@playwright/test';
import { expect, gotoReady, test, wakeEstimator } from './fixtures.ts';

// The species guide of the tests' frozen content (src/test/content/species.json): eight species,
// seven stains from Natural to Charcoal; White oak is of the premium tier, which adds $3–$5 a
// sq ft to the frozen price guide's installation at $9–$15 (src/test/content/estimate.json).

const chooser = (page: Page) => page.locator('#stain-chooser');
const stains = (page: Page) => page.getByRole('group', { name: 'Stain colour' });

/** How much each stain's tint layer shows over the photo now, by stain. */
const tints = (page: Page) =>
  chooser(page)
    .locator('[data-stain]')
    .evaluateAll((layers) =>
      Object.fromEntries(
        layers.map((layer) => [layer.getAttribute('data-stain'), getComputedStyle(layer).opacity]),
      ),
    );

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  // Seen failing with the chooser's tint rules removed: every layer stayed at 0.
  test('a stain chosen by keyboard tints the floor shown, its pixels and its layer', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/species');
    const preview = chooser(page).locator('img').first();
    await expect(preview).toBeVisible();
    const before = await chooser(page).locator('div').first().screenshot();
    expect(Object.values(await tints(page)).filter((opacity) => opacity !== '0')).toEqual(['0.9']);

    // Arrows move the choice within the group, as a radio group's do; Tab would leave it.
    await stains(page).getByRole('radio', { name: 'Natural' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(stains(page).getByRole('radio', { name: 'Dark walnut' })).toBeChecked();
    await expect.poll(() => tints(page)).toMatchObject({ natural: '0', 'dark-walnut': '0.9' });
    const after = await chooser(page).locator('div').first().screenshot();
    expect(after.equals(before)).toBe(false);
  });
});

test('two species set side by side, the others folded to choose from, then every species again', async ({
  page,
}) => {
  await gotoReady(page, '/species');
  const photos = page.getByRole('article').locator('img').filter({ visible: true });
  await expect(photos).toHaveCount(8);
  await page.getByLabel('Set Hickory beside another').check();
  await page.getByLabel('Set White oak beside another').check();
  await expect(photos).toHaveCount(2);
  // The two first, in the guide's order, side by side; the others still there to tick.
  const [first, second] = await Promise.all(
    ['White oak', 'Hickory'].map((name) => page.getByRole('article', { name }).boundingBox()),
  );
  expect(first?.y).toBe(second?.y);
  expect((first?.x ?? 0) + (first?.width ?? 0)).toBeLessThan(second?.x ?? 0);
  const ash = page.getByRole('article', { name: 'Ash' });
  expect((await ash.boundingBox())?.y).toBeGreaterThan(first?.y ?? Infinity);
  await expect(ash.getByLabel('Set Ash beside another')).toBeVisible();
  await page.getByRole('button', { name: 'Show every species' }).click();
  await expect(photos).toHaveCount(8);
});

test('the species and stain chosen arrive in the estimator, priced, and in the contact form', async ({
  page,
}) => {
  await gotoReady(page, '/species');
  await chooser(page).getByLabel('Species').selectOption({ label: 'White oak' });
  await stains(page).getByText('Ebony', { exact: true }).click();
  await chooser(page).getByRole('button', { name: 'Price this floor' }).click();
  await expect(page).toHaveURL(
    '/estimate?species=white-oak&stain=ebony&kind=installation&type=installation#estimator',
  );
  await wakeEstimator(page);
  const form = page.getByRole('form', { name: 'Estimate your floor' });
  await expect(form.getByLabel('Wood species')).toHaveValue('white-oak');
  await expect(form.getByLabel('Kind of work')).toHaveValue('installation');
  await form.getByLabel('Area (sq ft)').fill('200');
  const result = page.getByRole('region', { name: 'Your estimate' });
  // 200 sq ft at $9–$15 and $3–$5 more for a premium species: $2,400–$4,000.
  await expect(result.locator('[aria-live]')).toContainText('$2,400–$4,000');
  await expect(result).toContainText('Priced for White oak (Premium)');
  const send = await result.getByRole('link', { name: 'Send this to us' }).getAttribute('href');
  const message = new URL(send ?? '', page.url()).searchParams.get('message');
  expect(message).toContain('Wood: White oak\nStain colour: Ebony');

  await page.goBack();
  await expect(stains(page).getByRole('radio', { name: 'Ebony' })).toBeChecked();
  await chooser(page).getByRole('button', { name: 'Ask us about this floor' }).click();
  await expect(page.getByLabel('Tell us about your project')).toHaveValue(
    'I would like a White oak floor in the Ebony stain.',
  );
  await expect(page.getByLabel('Project type')).toHaveValue('installation');
});
