import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { filled } from '../src/content/company.ts';
import { filledIn } from '../src/content/language.ts';
import { localePath } from '../src/content/locales.ts';
import { priceWordsOf } from '../src/content/priceWords.ts';
import { chromeText } from '../src/content/navigation.ts';
import { regionsOf } from '../src/content/regions.ts';
import { textHref } from '../src/content/textUs.ts';
import {
  expect,
  floatingTextUs,
  gotoReady,
  holdRequests,
  pageKinds,
  test,
  wakeEstimator,
  waitForIsland,
} from './fixtures.ts';
import { en, es, estimatePage, estimator, regions } from './words.ts';

// The estimator, in the browser: typed into by keyboard and by touch, before its code has
// arrived, and in Spanish. What the page answers without it (the typical projects, the rates,
// the way to the form) and where it is linked from is read in Node, in its HTML
// (src/pages/estimate/EstimatePage.test.ts); the sums themselves in src/content/prices.test.ts.
//
// The price guide of the tests' frozen content (src/test/content/estimate.json): a bedroom of
// 12 x 15 ft is 180 sq ft; a new installation there is $9–$15 a sq ft, $11–$18 in Los Angeles,
// with stairs at $90–$150 a step; refinishing is $3.50–$5.50, stairs $35–$60, at least $900.
// The figures below are worked out from it by hand; the words they are written in are the
// content's.

const { countText, dollarsText, kindLabel, prices, roomsText, squareFeetText, stepsText } =
  priceWordsOf(en);
/** A range of dollars as the page writes it. */
const dollars = (low: number, high: number) => priceWordsOf(en).rangeText({ low, high });
/** The region the estimator starts with, and the one with a rate of its own. */
const firstRegion = regions[0]?.name ?? '';
const ownRateRegion = prices.installation.regions[0]?.region ?? '';

const shownRange = (page: Page) =>
  page.getByRole('region', { name: estimator.resultTitle }).locator('[aria-live]');

/** A room's group of fields, by its number; with none, any room's. */
const roomGroup = (page: Page, number?: number) =>
  page.getByRole('group', {
    name:
      number === undefined
        ? new RegExp(`^${estimator.room.split('{number}').map(escaped).join('\\d+')}$`, 'u')
        : filledIn(estimator.room, { number: String(number) }),
    exact: true,
  });

/** `text` as a regular expression matches it. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Opens the estimate page with its estimator live. */
async function gotoEstimator(page: Page, path: string = pageKinds.island, name?: string) {
  await gotoReady(page, path);
  await wakeEstimator(page, name);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Its fields are hidden by the stylesheet's `(scripting: none)`, which a browser alone applies.
  test('the estimator says it needs JavaScript and shows no field, under the typical prices', async ({
    page,
  }) => {
    await page.goto(pageKinds.island);
    await expect(page.getByRole('table', { name: estimatePage.tableTitle })).toBeVisible();
    await expect(page.getByText(estimator.noScript)).toBeVisible();
    await expect(page.getByLabel(estimator.length)).toBeHidden();
    await expect(page.getByRole('link', { name: estimator.send })).toBeHidden();
  });
});

test.describe('the estimator', () => {
  test('by keyboard: a room, then another, each range at once with what it assumed', async ({
    page,
  }) => {
    await gotoEstimator(page);
    await expect(page.getByText(estimator.noScript)).toBeHidden();
    await page.getByRole('combobox', { name: estimator.kind }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: estimator.region })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: estimator.species })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15');
    // A new installation of 180 sq ft in the first region.
    await expect(shownRange(page)).toHaveText(dollars(1620, 2700));
    const result = page.getByRole('region', { name: estimator.resultTitle });
    await expect(result).toContainText(
      filledIn(estimator.totalArea, { area: squareFeetText(180), rooms: roomsText(1) }),
    );
    await expect(result).toContainText(
      filledIn(estimator.rate, {
        kind: kindLabel('installation'),
        region: firstRegion,
        range: filledIn(estimatePage.perSquareFoot, { range: dollars(9, 15) }),
      }),
    );
    await expect(result).toContainText(estimatePage.guide);

    await page.getByRole('button', { name: estimator.addRoom }).press('Enter');
    // The new room's first field takes the focus; its area alone will do.
    await expect(roomGroup(page, 2).getByLabel(estimator.length)).toBeFocused();
    await expect(shownRange(page)).toHaveText(estimator.waiting);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200');
    await expect(shownRange(page)).toHaveText(dollars(3420, 5700));
    await expect(result).toContainText(
      filledIn(estimator.totalArea, { area: squareFeetText(380), rooms: roomsText(2) }),
    );

    await page
      .getByRole('button', { name: filledIn(estimator.removeRoom, { number: '1' }) })
      .press('Enter');
    await expect(shownRange(page)).toHaveText(dollars(1800, 3000));
    await expect(roomGroup(page, 2)).toHaveCount(0);
  });

  test.describe('by touch', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a region’s own rate, stairs, and the kinds without them', async ({ page }) => {
      await gotoEstimator(page);
      const region = page.getByRole('combobox', { name: estimator.region });
      const kind = page.getByRole('combobox', { name: estimator.kind });
      const steps = page.getByLabel(estimator.steps);
      await region.selectOption(ownRateRegion);
      await page.getByLabel(estimator.length).tap();
      await page.getByLabel(estimator.length).fill('12');
      await page.getByLabel(estimator.width).tap();
      await page.getByLabel(estimator.width).fill('15');
      await expect(shownRange(page)).toHaveText(dollars(1980, 3240));

      await region.selectOption(firstRegion);
      await kind.selectOption('refinishing');
      await page.getByLabel(estimator.area).tap();
      await page.getByLabel(estimator.area).fill('1000');
      await steps.tap();
      await steps.fill('13');
      // The area given wins over the sides: 1,000 sq ft and 13 steps, as the price table has it.
      await expect(shownRange(page)).toHaveText(dollars(3950, 6280));
      const result = page.getByRole('region', { name: estimator.resultTitle });
      await expect(result).toContainText(
        filledIn(estimator.stairs, { steps: stepsText(13), range: dollars(35, 60) }),
      );

      // Repair has no price per step: no stairs asked, none counted, what was typed kept.
      await kind.selectOption('repair');
      await expect(steps).toBeHidden();
      await expect(shownRange(page)).toHaveText(dollars(10_000, 18_000));
      await kind.selectOption('refinishing');
      await expect(steps).toHaveValue('13');

      // The minimum charge, said when it sets the price.
      await page.getByLabel(estimator.area).fill('30');
      await steps.fill('');
      await expect(shownRange(page)).toHaveText(dollarsText(900));
      await expect(result).toContainText(
        filledIn(estimator.minimumApplied, { amount: dollarsText(900) }),
      );
    });
  });

  test('says what is wrong beside each bad value, shows no range, and keeps what was typed', async ({
    page,
  }) => {
    await gotoEstimator(page);
    const { errors } = estimator;
    await page.getByRole('combobox', { name: estimator.kind }).selectOption('refinishing');
    const length = page.getByLabel(estimator.length);
    const width = page.getByLabel(estimator.width);
    const area = page.getByLabel(estimator.area);
    const steps = page.getByLabel(estimator.steps);
    await expect(shownRange(page)).toHaveText(estimator.waiting);
    // An untouched room is not shouted at.
    await expect(page.getByText(errors.empty)).toHaveCount(0);

    const tooLarge = filledIn(errors.tooLarge, { limit: countText(10_000) });
    const cases: [field: Locator, typed: string, message: string][] = [
      [length, 'twelve', errors.number],
      [length, '0', errors.positive],
      [length, '-12', errors.positive],
      [area, '10001', tooLarge],
    ];
    for (const [field, typed, message] of cases) {
      await field.fill(typed);
      if (field === length) await width.fill('15');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(shownRange(page)).toHaveText(estimator.waiting);
      await expect(field).toHaveValue(typed);
      await field.fill('');
    }
    await width.fill('');
    await length.fill('1');
    await length.fill('');
    await expect(length).toHaveAccessibleDescription(errors.empty);

    await area.fill('200');
    await steps.fill('2.5');
    await expect(steps).toHaveAccessibleDescription(errors.whole);
    await expect(shownRange(page)).toHaveText(estimator.waiting);
    await steps.fill('3');
    await expect(shownRange(page)).toHaveText(dollars(900, 1280));

    // Twenty rooms at most: the twenty-first is refused with a message, the twenty kept.
    const add = page.getByRole('button', { name: estimator.addRoom });
    const rooms = roomGroup(page);
    // Each added room takes the focus, which scrolls the page: the next press waits for it.
    for (let room = 2; room <= 20; room += 1) {
      await add.click();
      await expect(rooms).toHaveCount(room);
    }
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(
      filledIn(errors.tooMany, { limit: countText(20) }),
    );
    await expect(rooms).toHaveCount(20);
    await expect(area.first()).toHaveValue('200');
  });

  // A project's "What would a floor like this cost?" leads here with its kind of work in the
  // address; on a slow connection the visitor may start before the estimator's code is there.
  test('the kind of work its address names is chosen at once, and a room added before its code has arrived is added once it has', async ({
    page,
  }) => {
    // Held from the start: the estimator wakes as it nears the screen, maybe at once.
    const release = await holdRequests(page, /\/assets\/Estimator-[\w-]+\.js$/u);
    await gotoReady(page, `${pageKinds.island}?kind=repair`);
    const kind = page.getByRole('combobox', { name: estimator.kind });
    await expect(kind).toHaveValue('repair');
    const add = page.getByRole('button', { name: estimator.addRoom });
    await add.scrollIntoViewIfNeeded();
    await page.getByLabel(estimator.length).fill('12');
    await add.click();
    await expect(roomGroup(page)).toHaveCount(1);
    release();
    await expect(roomGroup(page)).toHaveCount(2);
    await waitForIsland(page, 'form');
    await expect(page.getByLabel(estimator.length).first()).toHaveValue('12');
    await expect(kind).toHaveValue('repair');
    // Repair has no price per step: the code, now running, asks for no stairs.
    await expect(page.getByLabel(estimator.steps)).toBeHidden();
  });

  test('keeps its place while the range comes and goes: nothing below it moves', async ({
    page,
  }) => {
    await gotoEstimator(page);
    // Where each is on the page, whatever the scroll (typing brings a field into view).
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const result = page.getByRole('region', { name: estimator.resultTitle });
    const guide = result.getByText(estimatePage.guide);
    const next = page.getByRole('heading', { name: estimatePage.ratesTitle });
    const before = { guide: await top(guide), next: await top(next) };
    await page.getByLabel(estimator.length).fill('12');
    await page.getByLabel(estimator.width).fill('15');
    await expect(shownRange(page)).toHaveText(dollars(1620, 2700));
    expect({ guide: await top(guide), next: await top(next) }).toEqual(before);
    // The most an estimate assumes: its area, its rate, its stairs and the minimum charge.
    await page.getByRole('combobox', { name: estimator.kind }).selectOption('refinishing');
    await page.getByLabel(estimator.steps).fill('3');
    await page.getByLabel(estimator.area).fill('30');
    await expect(shownRange(page)).toHaveText(dollarsText(900));
    await expect(result.getByRole('listitem')).toHaveCount(4);
    expect(await top(next)).toEqual(before.next);
  });

  test('in Spanish, writes dollars as es-US does and carries the estimate into the Spanish form, where it can still be changed', async ({
    page,
  }) => {
    const words = filled(es, es.words.estimate);
    const { estimator: spanish, units } = words;
    const spanishPrices = priceWordsOf(es);
    // Not the first region, which the estimator starts with.
    const region = regionsOf(es)[1]?.name ?? '';
    await gotoEstimator(page, localePath('es', pageKinds.island), spanish.title);
    await page.getByRole('combobox', { name: spanish.region }).selectOption(region);
    await page.getByLabel(spanish.length).fill('12');
    await page.getByLabel(spanish.width).fill('15');
    await page.getByLabel(spanish.steps).fill('2');
    const usDollars = new Intl.NumberFormat('es-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const range = filledIn(units.range, {
      low: usDollars.format(1800),
      high: usDollars.format(3000),
    });
    const result = page.getByRole('region', { name: spanish.resultTitle });
    await expect(result.locator('[aria-live]')).toHaveText(range);
    await page.getByLabel(spanish.length).fill('doce');
    await expect(page.getByLabel(spanish.length)).toHaveAccessibleDescription(
      spanish.errors.number,
    );
    await page.getByLabel(spanish.length).fill('12');
    await expect(result.locator('[aria-live]')).toHaveText(range);
    // "Text us" writes the estimate first, in Spanish, here and on the pages after.
    const spanishChrome = chromeText(es);
    const textUs = textHref(
      es.words.company.phone.e164,
      filledIn(spanish.message.text, {
        details: [
          spanishPrices.kindLabel('installation'),
          region,
          spanishPrices.squareFeetText(180),
          spanishPrices.stepsText(2),
          range,
        ].join(', '),
      }),
    );
    await expect(floatingTextUs(page, spanishChrome)).toHaveAttribute('href', textUs);

    await page.getByRole('link', { name: spanish.send }).click();
    await expect(page).toHaveURL(/\/es\/contact\?type=installation&message=/u);
    const form = filled(es, es.words.contact.form);
    await expect(page.getByLabel(form.labels.subject)).toHaveValue('installation');
    const { message: lines } = spanish;
    const message = [
      lines.heading,
      filledIn(lines.kind, { kind: spanishPrices.kindLabel('installation') }),
      filledIn(lines.region, { region }),
      filledIn(lines.room, {
        number: '1',
        size: filledIn(units.roomAndArea, {
          size: filledIn(units.room, { length: '12', width: '15' }),
          area: spanishPrices.squareFeetText(180),
        }),
      }),
      filledIn(lines.stairs, { count: spanishPrices.stepsText(2) }),
      filledIn(lines.total, { area: spanishPrices.squareFeetText(180) }),
      filledIn(lines.range, { range }),
    ].join('\n');
    const box = page.getByLabel(form.labels.message);
    await expect(box).toHaveValue(message);
    // On a computer, the contact page's "text us" shows the message as a QR code and as text.
    const pageTextUs = page
      .getByRole('main')
      .getByRole('link', { name: spanishChrome.floatingSms });
    await expect(pageTextUs).toHaveAttribute('href', textUs);
    await pageTextUs.click();
    const panel = page.getByRole('dialog', { name: spanishChrome.textPanel.title });
    await expect(
      panel.getByRole('img', { name: spanishChrome.textPanel.codeName }),
    ).toHaveAttribute('src', /^data:image\/svg\+xml,/u);
    await expect(panel.locator('blockquote')).toHaveText(
      new URLSearchParams(textUs.split('?')[1]).get('body') ?? '',
    );
    expect(await axeViolations(page, 'dialog[data-text-panel]')).toEqual([]);
    await panel.getByRole('button', { name: spanishChrome.textPanel.close }).click();
    await expect(panel).toBeHidden();
    await expect(pageTextUs).toBeFocused();
    await box.press('Control+End');
    await box.pressSequentially(' El mes que viene, por favor.');
    await expect(box).toHaveValue(`${message} El mes que viene, por favor.`);
  });
});
