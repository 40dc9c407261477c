import { company, home, stats } from './words.ts';
import { formatStat } from '../src/content/stats.ts';
import { telHref } from '../src/content/contactHrefs.ts';
import { expect, gotoReady, test, wakeEstimator, waitForPageScript } from './fixtures.ts';

test.describe('pages', () => {
  test('Home tells the story in the spec’s order', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.locator('#home h1')).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    const expected = [
      /^Welcome to/,
      /^BEAUTIFUL & SIMPLE$/,
      /^Our Products$/,
      /^Our Services$/,
      /^Numbers we are proud of$/,
      /^WE SERVE MULTIPLE LOCATIONS$/,
      /^GET IN TOUCH$/,
    ];
    const positions = expected.map((pattern) => headings.findIndex((text) => pattern.test(text)));
    expect(positions.every((index) => index >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const hero = page.locator('#home');
    await expect(hero.getByRole('link', { name: /TELL US ABOUT YOUR PROJECT/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    const welcome = page.getByRole('region', { name: /^Welcome to/ });
    await expect(welcome.getByRole('link', { name: 'OUR PRODUCTS' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(welcome.getByRole('link', { name: 'OUR SERVICES' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(welcome.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('href', '/about');

    const regions = page.getByRole('region', { name: 'WE SERVE MULTIPLE LOCATIONS' });
    await expect(regions.getByRole('article')).toHaveCount(5);
    await expect(regions.getByRole('article').last()).toContainText('Coming Soon');
    // What a visitor sees once the counters have played: each number once, drawn opaque and at
    // its size (while one counts, its text sits transparent under a counting copy).
    const band = page.getByRole('region', { name: home.stats.title });
    await band.scrollIntoViewIfNeeded();
    for (const stat of stats) {
      const number = band.getByText(formatStat(stat), { exact: true });
      await expect
        .poll(() =>
          number.evaluateAll(
            (elements) =>
              elements.length === 1 &&
              elements.every(
                (element) =>
                  element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
                  element.getBoundingClientRect().height > 16,
              ),
          ),
        )
        .toBe(true);
    }
    const touch = page.getByRole('region', { name: 'GET IN TOUCH' });
    await expect(touch.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      telHref(company.phone.e164),
    );
    await expect(touch.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(touch.getByText('Denver, CO', { exact: false })).toBeVisible();
  });

  test('Products shows six cards with photos and a link home', async ({ page }) => {
    await gotoReady(page, '/products');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(6);
    await expect(cards.locator('h2')).toHaveText([
      'Solid Hardwood',
      'Engineered Hardwood',
      'Exotic Species',
      'Reclaimed Wood',
      'Custom Finishes',
      'Luxury Vinyl',
    ]);
    await expect(cards.locator('img')).toHaveCount(6);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Services shows six cards and GET FREE ESTIMATE leads to the form', async ({ page }) => {
    await gotoReady(page, '/services');
    await expect(page.locator('main article h2')).toHaveText([
      'Hardwood Installation',
      'Floor Refinishing',
      'Repair & Restoration',
      'Custom Millwork',
      'Floor Protection',
      'Design Consultation',
    ]);
    await page.getByRole('link', { name: 'GET FREE ESTIMATE' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel(/Full Name/)).toBeVisible();
  });

  test('About shows the story, stats and values', async ({ page }) => {
    await gotoReady(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our story');
    for (const label of [
      'Years Experience',
      'Projects Completed',
      'States Served',
      'Satisfaction Rate',
    ]) {
      await expect(page.getByText(label)).toBeVisible();
    }
    for (const value of ['Quality Craftsmanship', 'Customer First', 'Integrity & Trust']) {
      await expect(page.getByRole('heading', { name: value })).toBeVisible();
    }
  });

  test('Contact shows phone, email, addresses, hours and service areas', async ({ page }) => {
    await gotoReady(page, '/contact');
    const info = page.getByRole('region', { name: 'Contact Information' });
    await expect(info).toContainText('Monday-Friday');
    await expect(info).toContainText('8:00 AM-6:00 PM');
    await expect(info).toContainText('Saturday');
    await expect(info).toContainText('9:00 AM-4:00 PM');
    await expect(info).toContainText('by appointment');
    for (const region of ['Colorado', 'Utah', 'Montana', 'Las Vegas', 'Los Angeles']) {
      await expect(info).toContainText(region);
    }
    await expect(info.getByRole('link', { name: company.phone.display })).toHaveAttribute(
      'href',
      telHref(company.phone.e164),
    );
  });

  test('counts nothing by default: no analytics script, policy entry or request', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await gotoReady(page, '/estimate');
    await wakeEstimator(page);
    await page.getByLabel('Area (sq ft)').fill('200');
    await expect(page.getByRole('link', { name: 'Send this to us' })).toHaveAttribute(
      'href',
      /message=/u,
    );
    const html = await (await page.request.get('/estimate')).text();
    expect(html).not.toMatch(/plausible|umami|data-domain|data-website-id/iu);
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });
});

test.describe('404', () => {
  test('an unknown path gets the 404 page with status 404 and a logged path', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForPageScript(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home h1')).toBeVisible();
  });
});
