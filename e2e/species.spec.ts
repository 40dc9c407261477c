import type { Page } from '@playwright/test';
import { filledIn, namedWith } from '../src/content/language.ts';
import { priceWordsOf } from '../src/content/priceWords.ts';
import { textHref } from '../src/content/textUs.ts';
import { company, contactForm, en, estimator, species } from './words.ts';
import { expect, floatingTextUs, gotoReady, test, wakeEstimator } from './fixtures.ts';

// The species guide of the tests' frozen content (src/test/content/species.json): its species in
// the owner's order, the second of the premium tier (the frozen price guide's in
// src/test/content/estimate.json), and its stains, natural first, then light to dark.

const [, second, third, , fifth] = species.species;
const stainItems = species.stainItems;
const [natural, , , , darkWalnut, ebony] = stainItems;
if (!second || !third || !fifth || !natural || !darkWalnut || !ebony) {
  throw new Error('The frozen content has too few species or stains');
}
if (second.tier !== 'premium')
  throw new Error('The frozen content’s second species is not premium');

/** The box that sets a species beside another, by its species. */
const compareBox = (name: string) => filledIn(species.list.compare, { species: name });

const chooser = (page: Page) => page.locator('#stain-chooser');
const stains = (page: Page) => page.getByRole('group', { name: species.stains.legend });

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
  test('a stain chosen by keyboard tints the floor shown, its pixels and its layer, and another species shows its own floor', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/species');
    const preview = chooser(page).locator('img').first();
    await expect(preview).toBeVisible();
    const before = await chooser(page).locator('div').first().screenshot();
    expect(Object.values(await tints(page)).filter((opacity) => opacity !== '0')).toEqual(['0.9']);

    // Arrows move the choice within the group, as a radio group's do; Tab would leave it.
    await stains(page).getByRole('radio', { name: natural.name }).focus();
    for (let step = 0; step < stainItems.indexOf(darkWalnut); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(stains(page).getByRole('radio', { name: darkWalnut.name })).toBeChecked();
    await expect
      .poll(() => tints(page))
      .toMatchObject({ [natural.id]: '0', [darkWalnut.id]: '0.9' });
    const after = await chooser(page).locator('div').first().screenshot();
    expect(after.equals(before)).toBe(false);

    // Another species: its own floor shows, tinted the same, and the first one's goes.
    const [first] = species.species;
    await chooser(page).getByLabel(species.stains.speciesLabel).selectOption({ label: third.name });
    await expect(chooser(page).getByRole('img', { name: third.floorPhoto.alt })).toBeVisible();
    await expect(chooser(page).getByRole('img', { name: first?.floorPhoto.alt })).toBeHidden();
    expect(await tints(page)).toMatchObject({ [darkWalnut.id]: '0.9' });
  });
});

test('two species set side by side, the others folded to choose from, then every species again', async ({
  page,
}) => {
  await gotoReady(page, '/species');
  const photos = page.getByRole('article').locator('img').filter({ visible: true });
  await expect(photos).toHaveCount(species.species.length);
  await page.getByLabel(compareBox(third.name)).check();
  await page.getByLabel(compareBox(second.name)).check();
  await expect(photos).toHaveCount(2);
  // The two first, in the guide's order, side by side; the others still there to tick.
  const [left, right] = await Promise.all(
    [second, third].map(({ name }) => page.getByRole('article', { name }).boundingBox()),
  );
  expect(left?.y).toBe(right?.y);
  expect((left?.x ?? 0) + (left?.width ?? 0)).toBeLessThan(right?.x ?? 0);
  const other = page.getByRole('article', { name: fifth.name });
  expect((await other.boundingBox())?.y).toBeGreaterThan(left?.y ?? Infinity);
  await expect(other.getByLabel(compareBox(fifth.name))).toBeVisible();
  await page.getByRole('button', { name: species.list.showAll }).click();
  await expect(photos).toHaveCount(species.species.length);
});

test('the species and stain chosen arrive in the estimator, priced, and in the contact form', async ({
  page,
}) => {
  // A choice the address makes up is none: "text us" writes nothing of it.
  await gotoReady(page, `/species?species=%3Cimg%20src%3Dx%3E&stain=${ebony.id}`);
  await expect(floatingTextUs(page)).toHaveAttribute('href', textHref(company.phone.e164));
  await gotoReady(page, '/species');
  await chooser(page).getByLabel(species.stains.speciesLabel).selectOption({ label: second.name });
  await stains(page).getByText(ebony.name, { exact: true }).click();
  // The floor chosen is what "text us" writes first.
  await expect(floatingTextUs(page)).toHaveAttribute(
    'href',
    textHref(
      company.phone.e164,
      filledIn(species.stains.message, { ...namedWith(second), stain: ebony.name }),
    ),
  );
  await chooser(page).getByRole('button', { name: species.stains.estimate }).click();
  await expect(page).toHaveURL(
    `/estimate?species=${second.id}&stain=${ebony.id}&kind=installation&type=installation#estimator`,
  );
  await wakeEstimator(page);
  const form = page.getByRole('form', { name: estimator.title });
  await expect(form.getByLabel(estimator.species)).toHaveValue(second.id);
  await expect(form.getByLabel(estimator.kind)).toHaveValue('installation');
  await form.getByLabel(estimator.area).fill('200');
  const result = page.getByRole('region', { name: estimator.resultTitle });
  // 200 sq ft installed in the first region, at the frozen price guide's $9–$15 a square foot
  // and the $3–$5 its premium tier adds (worked out by hand, as in estimate.spec.ts).
  await expect(result.locator('[aria-live]')).toHaveText(
    priceWordsOf(en).rangeText({ low: 2400, high: 4000 }),
  );
  await expect(result).toContainText(
    filledIn(estimator.speciesRate, { species: second.name, tier: species.tiers[second.tier] }),
  );
  const send = await result.getByRole('link', { name: estimator.send }).getAttribute('href');
  const message = new URL(send ?? '', page.url()).searchParams.get('message');
  expect(message).toContain(
    [
      filledIn(estimator.message.species, { species: second.name }),
      filledIn(estimator.message.stain, { stain: ebony.name }),
    ].join('\n'),
  );

  await page.goBack();
  await expect(stains(page).getByRole('radio', { name: ebony.name })).toBeChecked();
  await chooser(page).getByRole('button', { name: species.stains.contact }).click();
  await expect(page.getByLabel(contactForm.labels.message)).toHaveValue(
    filledIn(species.stains.message, { ...namedWith(second), stain: ebony.name }),
  );
  await expect(page.getByLabel(contactForm.labels.subject)).toHaveValue('installation');
});
