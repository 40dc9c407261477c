import type { Locator, Page } from '@playwright/test';
import testedSettings from '../content/settings.json' with { type: 'json' };
import {
  expect,
  gotoBeforeCode,
  gotoReady,
  holdRequests,
  loggedMessages,
  projectSample,
  test,
  wakeEstimator,
  waitForPageScript,
} from './fixtures.ts';

// The price guide of the tests' frozen content (src/test/content/estimate.json): a bedroom of
// 12 x 15 ft is 180 sq ft; a new installation there is $9–$15 a sq ft, $11–$18 in Los Angeles,
// with stairs at $90–$150 a step; refinishing is $3.50–$5.50, stairs $35–$60, at least $900.

const range = (page: Page) =>
  page.getByRole('region', { name: 'Your estimate' }).locator('[aria-live]');

/** Opens the estimate page with its estimator live. */
async function gotoEstimator(page: Page, path = '/estimate', name?: string) {
  await gotoReady(page, path);
  await wakeEstimator(page, name);
}

test.describe('the price guide', () => {
  test.use({ javaScriptEnabled: false });

  test('answers with JavaScript off: the typical projects, the rates, the way to the form', async ({
    page,
  }) => {
    await page.goto('/estimate');
    const table = page.getByRole('table', { name: 'Typical projects' });
    const bedroom = table.getByRole('row', { name: /A 12 x 15 ft bedroom, refinished/ });
    // 180 sq ft at $3.50–$5.50 is $630–$990: the minimum of $900 raises the low end.
    await expect(bedroom).toContainText('180 sq ft');
    await expect(bedroom).toContainText('$900–$990');
    await expect(bedroom).toContainText('In Los Angeles: $900–$1,260');
    await expect(table.getByRole('row', { name: /main floor and its staircase/ })).toContainText(
      '1,000 sq ft + 13 steps$3,950–$6,280',
    );
    await expect(table.getByRole('row', { name: /designer/ })).toContainText('Free');
    await expect(
      page.getByRole('region', { name: 'Floor Refinishing' }).getByText('$3.50–$5.50 per sq ft'),
    ).toBeVisible();
    // The estimator says it needs JavaScript, and shows no field that would do nothing.
    await expect(page.getByText('The estimator needs JavaScript')).toBeVisible();
    await expect(page.getByLabel('Length (ft)')).toBeHidden();
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL('/contact');
  });
});

test.describe('the estimator', () => {
  test('by keyboard: a room, then another, each range at once with what it assumed', async ({
    page,
  }) => {
    await gotoEstimator(page);
    await page.getByRole('combobox', { name: 'Kind of work' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Region' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Wood species' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15');
    // A new installation of 180 sq ft in Colorado.
    await expect(range(page)).toHaveText('$1,620–$2,700');
    const result = page.getByRole('region', { name: 'Your estimate' });
    await expect(result).toContainText('180 sq ft in 1 room');
    await expect(result).toContainText('New Installation in Colorado at $9–$15 per sq ft');
    await expect(result).toContainText('a guide, not a quote');

    await page.getByRole('button', { name: 'Add a room' }).press('Enter');
    // The new room's first field takes the focus; its area alone will do.
    await expect(
      page.getByRole('group', { name: 'Room 2' }).getByLabel('Length (ft)'),
    ).toBeFocused();
    await expect(range(page)).toHaveText('Give the size of each room to see a range.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('200');
    await expect(range(page)).toHaveText('$3,420–$5,700');
    await expect(result).toContainText('380 sq ft in 2 rooms');

    await page.getByRole('button', { name: 'Remove room 1' }).press('Enter');
    await expect(range(page)).toHaveText('$1,800–$3,000');
    await expect(page.getByRole('group', { name: 'Room 2' })).toHaveCount(0);
  });

  test.describe('by touch', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a region’s own rate, stairs, and the kinds without them', async ({ page }) => {
      await gotoEstimator(page);
      await page.getByRole('combobox', { name: 'Region' }).selectOption('Los Angeles');
      await page.getByLabel('Length (ft)').tap();
      await page.getByLabel('Length (ft)').fill('12');
      await page.getByLabel('Width (ft)').tap();
      await page.getByLabel('Width (ft)').fill('15');
      await expect(range(page)).toHaveText('$1,980–$3,240');

      await page.getByRole('combobox', { name: 'Region' }).selectOption('Colorado');
      await page.getByRole('combobox', { name: 'Kind of work' }).selectOption('refinishing');
      await page.getByLabel('Area (sq ft)').tap();
      await page.getByLabel('Area (sq ft)').fill('1000');
      await page.getByLabel('Stair steps').tap();
      await page.getByLabel('Stair steps').fill('13');
      // The area given wins over the sides: 1,000 sq ft and 13 steps, as the price table has it.
      await expect(range(page)).toHaveText('$3,950–$6,280');
      await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText(
        '13 steps at $35–$60 each',
      );

      // Repair has no price per step: no stairs asked, none counted, what was typed kept.
      await page.getByRole('combobox', { name: 'Kind of work' }).selectOption('repair');
      await expect(page.getByLabel('Stair steps')).toBeHidden();
      await expect(range(page)).toHaveText('$10,000–$18,000');
      await page.getByRole('combobox', { name: 'Kind of work' }).selectOption('refinishing');
      await expect(page.getByLabel('Stair steps')).toHaveValue('13');

      // The minimum charge, said when it sets the price.
      await page.getByLabel('Area (sq ft)').fill('30');
      await page.getByLabel('Stair steps').fill('');
      await expect(range(page)).toHaveText('$900');
      await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText(
        'Our minimum charge of $900 for a job of this kind',
      );
    });
  });

  test('says what is wrong beside each bad value, shows no range, and keeps what was typed', async ({
    page,
  }) => {
    await gotoEstimator(page);
    await page.getByRole('combobox', { name: 'Kind of work' }).selectOption('refinishing');
    const length = page.getByLabel('Length (ft)');
    const width = page.getByLabel('Width (ft)');
    const area = page.getByLabel('Area (sq ft)');
    const waiting = 'Give the size of each room to see a range.';
    await expect(range(page)).toHaveText(waiting);
    // An untouched room is not shouted at.
    await expect(page.getByText('Enter the length and width, or the area.')).toHaveCount(0);

    const cases: [field: typeof length, typed: string, message: string][] = [
      [length, 'twelve', 'Enter a number, like 12 or 12.5.'],
      [length, '0', 'Enter a number above 0.'],
      [length, '-12', 'Enter a number above 0.'],
      [area, '10001', 'A room over 10,000 sq ft is beyond this guide: please call us.'],
    ];
    for (const [field, typed, message] of cases) {
      await field.fill(typed);
      if (field === length) await width.fill('15');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(range(page)).toHaveText(waiting);
      await expect(field).toHaveValue(typed);
      await field.fill('');
    }
    await width.fill('');
    await length.fill('1');
    await length.fill('');
    await expect(length).toHaveAccessibleDescription('Enter the length and width, or the area.');

    await area.fill('200');
    await page.getByLabel('Stair steps').fill('2.5');
    await expect(page.getByLabel('Stair steps')).toHaveAccessibleDescription(
      'Enter a whole number of steps, like 13.',
    );
    await expect(range(page)).toHaveText(waiting);
    await page.getByLabel('Stair steps').fill('3');
    await expect(range(page)).toHaveText('$900–$1,280');

    // Twenty rooms at most: the twenty-first is refused with a message, the twenty kept.
    const add = page.getByRole('button', { name: 'Add a room' });
    const rooms = page.getByRole('group', { name: /^Room \d+$/ });
    // Each added room takes the focus, which scrolls the page: the next press waits for it.
    for (let room = 2; room <= 20; room += 1) {
      await add.click();
      await expect(rooms).toHaveCount(room);
    }
    await add.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Up to 20 rooms here: for more, send us your plans.',
    );
    await expect(rooms).toHaveCount(20);
    await expect(area.first()).toHaveValue('200');
  });

  test('a room added before its code has arrived is added once it has', async ({ page }) => {
    // Held from the start: the estimator wakes as it nears the screen, maybe at once.
    const release = await holdRequests(page, /\/assets\/Estimator-[\w-]+\.js$/u);
    await gotoReady(page, '/estimate');
    const add = page.getByRole('button', { name: 'Add a room' });
    await add.scrollIntoViewIfNeeded();
    await page.getByLabel('Length (ft)').fill('12');
    await add.click();
    await expect(page.getByRole('group', { name: /^Room \d+$/u })).toHaveCount(1);
    release();
    await expect(page.getByRole('group', { name: /^Room \d+$/u })).toHaveCount(2);
    await expect(page.getByLabel('Length (ft)').first()).toHaveValue('12');
  });

  test('keeps its place while the range comes and goes: nothing below it moves', async ({
    page,
  }) => {
    await gotoEstimator(page);
    // Where each is on the page, whatever the scroll (typing brings a field into view).
    const top = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const guide = page
      .getByRole('region', { name: 'Your estimate' })
      .getByText('a guide, not a quote');
    const next = page.getByRole('heading', { name: 'Prices by kind of work' });
    const before = { guide: await top(guide), next: await top(next) };
    await page.getByLabel('Length (ft)').fill('12');
    await page.getByLabel('Width (ft)').fill('15');
    await expect(range(page)).toHaveText('$1,620–$2,700');
    expect({ guide: await top(guide), next: await top(next) }).toEqual(before);
    // The most an estimate assumes: its area, its rate, its stairs and the minimum charge.
    await page.getByRole('combobox', { name: 'Kind of work' }).selectOption('refinishing');
    await page.getByLabel('Stair steps').fill('3');
    await page.getByLabel('Area (sq ft)').fill('30');
    await expect(range(page)).toHaveText('$900');
    await expect(
      page.getByRole('region', { name: 'Your estimate' }).getByRole('listitem'),
    ).toHaveCount(4);
    expect(await top(next)).toEqual(before.next);
  });
});

test.describe('"Send this to us"', () => {
  const message = [
    'My estimate from your website:',
    'Work: New Installation',
    'Region: Utah',
    'Room 1: 12 x 15 ft (180 sq ft)',
    'Stairs: 2 steps',
    'Total area: 180 sq ft',
    'Range shown: $1,800–$3,000',
  ].join('\n');

  test('carries the estimate into the contact form, where it can still be changed', async ({
    page,
  }) => {
    await gotoEstimator(page);
    await page.getByRole('combobox', { name: 'Region' }).selectOption('Utah');
    await page.getByLabel('Length (ft)').fill('12');
    await page.getByLabel('Width (ft)').fill('15');
    await page.getByLabel('Stair steps').fill('2');
    await expect(range(page)).toHaveText('$1,800–$3,000');
    await page.getByRole('link', { name: 'Send this to us' }).click();
    await expect(page).toHaveURL(/\/contact\?type=installation&message=/u);
    await expect(page.getByLabel(/Project Type/)).toHaveValue('installation');
    const box = page.getByLabel(/Tell us about your project/);
    await expect(box).toHaveValue(message);
    await box.press('Control+End');
    await box.pressSequentially(' Next month, please.');
    await expect(box).toHaveValue(`${message} Next month, please.`);
  });

  test('fills the form before the contact page’s code has arrived', async ({ page }) => {
    const address = `/contact?${new URLSearchParams({ type: 'repair', message })}`;
    const release = await gotoBeforeCode(page, address);
    await expect(page.getByLabel(/Project Type/)).toHaveValue('repair');
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue(message);
    release();
    await waitForPageScript(page);
    await expect(page.getByLabel(/Tell us about your project/)).toHaveValue(message);
  });

  test('puts a hostile or over-long address value in as text, cut to the box’s limit', async ({
    page,
  }) => {
    const hostile = `<img src=x onerror="document.title='owned'"><script>alert(1)</script>`;
    const long = hostile + 'x'.repeat(3000);
    await gotoReady(
      page,
      `/contact?${new URLSearchParams({ type: '<b>repair</b>', message: long })}`,
    );
    const box = page.getByLabel(/Tell us about your project/);
    await expect(box).toHaveValue(long.slice(0, 2000));
    await expect(page.getByLabel(/Project Type/)).toHaveValue('');
    // (The page's one script in its main is the species guide's names, a JSON data block.)
    await expect(
      page.locator('img[src="x"], main script:not([type="application/json"])'),
    ).toHaveCount(0);
    await expect(page).not.toHaveTitle('owned');
  });
});

test.describe('the ways to the estimate', () => {
  test('a project’s page asks what a floor like it would cost, and the estimator starts there', async ({
    page,
  }) => {
    await gotoReady(page, projectSample);
    await page.getByRole('link', { name: 'What would a floor like this cost?' }).click();
    await expect(page).toHaveURL('/estimate?kind=refinishing#estimator');
    await expect(page.getByRole('combobox', { name: 'Kind of work' })).toHaveValue('refinishing');
  });

  test('the kind an address asks for is chosen from the first paint, and stays', async ({
    page,
  }) => {
    const release = await gotoBeforeCode(page, '/estimate?kind=repair');
    await expect(page.getByRole('combobox', { name: 'Kind of work' })).toHaveValue('repair');
    release();
    await waitForPageScript(page);
    await wakeEstimator(page);
    await expect(page.getByRole('combobox', { name: 'Kind of work' })).toHaveValue('repair');
    await expect(page.getByLabel('Stair steps')).toBeHidden();
  });

  test('Services keeps GET FREE ESTIMATE and offers typical prices beside it', async ({ page }) => {
    await gotoReady(page, '/services');
    await expect(page.getByRole('link', { name: 'GET FREE ESTIMATE' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('link', { name: 'See typical prices' }).click();
    await expect(page).toHaveURL('/estimate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What will my floor cost?');
  });

  test('every page’s footer leads to it; the top navigation keeps its five items', async ({
    page,
  }) => {
    await gotoReady(page, '/about');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'HOME',
      'PRODUCTS',
      'SERVICES',
      'ABOUT',
      'CONTACT',
    ]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'PRICES & ESTIMATE' }).click();
    await expect(page).toHaveURL('/estimate');
  });
});

test.describe('a first visit', () => {
  test('is said to take the minutes the settings give, with no calendar link by default', async ({
    page,
  }) => {
    for (const path of ['/estimate', '/contact']) {
      await gotoReady(page, path);
      await expect(
        page.getByText(
          `A first visit takes about ${testedSettings.visits.firstVisitMinutes} minutes`,
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Book a visit online/ })).toHaveCount(0);
    }
  });

  test('can be asked for when it suits, from the business hours, and is logged with the message', async ({
    page,
  }) => {
    const logs = loggedMessages(page);
    await gotoReady(page, '/contact');
    const visit = page.getByLabel(/When would a visit suit you/);
    await expect(visit.locator('option')).toHaveText([
      'No preference',
      'Monday-Friday, morning',
      'Monday-Friday, afternoon',
      'Saturday, 9:00 AM-4:00 PM',
    ]);
    await page.getByLabel(/Full Name/).fill('Ada Lovelace');
    await page.getByLabel(/Email Address/).fill('ada@example.com');
    await page.getByLabel(/Tell us about your project/).fill('A staircase');
    await visit.selectOption({ label: 'Monday-Friday, afternoon' });
    await page.getByRole('button', { name: /Send Message/ }).click();
    await expect
      .poll(() => logs)
      .toEqual([
        {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '',
          subject: '',
          message: 'A staircase',
          visit: 'Monday-Friday afternoon',
        },
      ]);
  });
});

test.describe('in Spanish', () => {
  test('the estimator speaks Spanish and writes dollars as es-US does', async ({ page }) => {
    await gotoEstimator(page, '/es/estimate', 'Calcule su piso');
    await page.getByLabel('Largo (pies)').fill('12');
    await page.getByLabel('Ancho (pies)').fill('15');
    const dollars = (amount: number) =>
      new Intl.NumberFormat('es-US', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(amount);
    await expect(
      page.getByRole('region', { name: 'Su cálculo' }).locator('[aria-live]'),
    ).toHaveText(`${dollars(1620)}–${dollars(2700)}`);
    await page.getByLabel('Largo (pies)').fill('doce');
    await expect(page.getByLabel('Largo (pies)')).toHaveAccessibleDescription(
      'Escriba un número, como 12 o 12.5.',
    );
    await page.getByLabel('Largo (pies)').fill('12');
    await page.getByRole('link', { name: 'Envíenos este cálculo' }).click();
    await expect(page).toHaveURL(/\/es\/contact\?type=installation&message=/u);
    await expect(page.getByLabel(/Cuéntenos sobre su proyecto/)).toHaveValue(
      /^Mi cálculo desde su sitio web:\nTrabajo: Instalación nueva/u,
    );
  });
});
