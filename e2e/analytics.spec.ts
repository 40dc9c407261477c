import type { Page } from '@playwright/test';
import { plausibleVariant, type AnalyticsVariantOption } from '../scripts/analyticsVariants.mjs';
import { directiveSources } from '../src/app/document/securityPolicy.ts';
import { standInEndpoint } from '../scripts/deliveryVariants.mjs';
import {
  answerAnalytics,
  test as base,
  expect,
  gotoKiosk,
  gotoReady,
  projectSample,
  waitForPageScript,
  wakeEstimator,
} from './fixtures.ts';

// A build whose owner counts visits and leads with Plausible (scripts/analyticsVariants.mjs): the
// service is answered by a stand-in of its script (e2e/fixtures/analytics-stand-in.js, served by
// the fixtures), which posts each count to the service as Plausible's does; this spec records them. The shipped
// setting, which counts nothing, is e2e/pages.spec.ts's.

const test = base.extend<AnalyticsVariantOption>({
  // Set by the variant's project; this value only types it.
  analyticsVariant: [plausibleVariant, { option: true }],
});

interface Count {
  n: string;
  d: string;
  p: Record<string, string>;
}

/** Records the counts the service is sent, as they come (the fixtures answer it). */
async function countingService(page: Page, host: string): Promise<Count[]> {
  const counts: Count[] = [];
  await page.route(`${host}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') counts.push(JSON.parse(request.postData() ?? '{}') as Count);
    return answerAnalytics(route);
  });
  return counts;
}

const names = (counts: Count[]) => counts.map((count) => count.n);

test('counts each page view, for the site’s domain, and the policy names the service', async ({
  page,
  analyticsVariant,
}) => {
  const { host, site } = analyticsVariant.analytics;
  const counts = await countingService(page, host);
  await gotoReady(page, '/about');
  await expect.poll(() => names(counts)).toEqual(['pageview']);
  expect(counts[0]?.d).toBe(site);
  const policy =
    (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ??
    '';
  expect(directiveSources(policy, 'script-src')).toContain(host);
  expect(directiveSources(policy, 'connect-src')).toContain(host);
});

test('counts a call, a text and an email tapped, with the page’s language and region', async ({
  page,
  analyticsVariant,
}) => {
  const counts = await countingService(page, analyticsVariant.analytics.host);
  await gotoReady(page, projectSample);
  await expect.poll(() => names(counts)).toEqual(['pageview']);
  // The taps are counted; the browser is kept from opening a phone or mail app here.
  await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
  const dock = page.getByRole('complementary', { name: 'Quick contact' });
  for (const name of ['Call us', 'Text us', 'Email us'])
    await dock.getByRole('link', { name }).click();
  await expect
    .poll(() => counts.slice(1))
    .toEqual(
      ['Call tapped', 'SMS tapped', 'Email tapped'].map((n) => ({
        n,
        u: expect.stringContaining(projectSample) as unknown as string,
        d: analyticsVariant.analytics.site,
        p: { language: 'en', region: 'Colorado' },
      })),
    );
});

test('counts a call tapped before the service’s script has run, once it has', async ({
  page,
  analyticsVariant,
}) => {
  const { host } = analyticsVariant.analytics;
  const counts = await countingService(page, host);
  // A slow service: its script is held at the network, while the page and its own code are not.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${host}/js/script.js`, async (route) => {
    await held;
    await route.fallback();
  });
  // The page's load waits for the async script; its own code does not.
  await page.goto(projectSample, { waitUntil: 'commit' });
  await waitForPageScript(page);
  await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
  await page
    .getByRole('complementary', { name: 'Quick contact' })
    .getByRole('link', { name: 'Call us' })
    .click();
  release();
  await expect.poll(() => names(counts).sort()).toEqual(['Call tapped', 'pageview']);
  expect(counts.find(({ n }) => n === 'Call tapped')?.p).toEqual({
    language: 'en',
    region: 'Colorado',
  });
});

test('counts an estimate shown and one sent to the form, with its region', async ({
  page,
  analyticsVariant,
}) => {
  const counts = await countingService(page, analyticsVariant.analytics.host);
  await gotoReady(page, '/estimate');
  await wakeEstimator(page);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('Utah');
  await page.getByLabel('Length (ft)').fill('12');
  await page.getByLabel('Width (ft)').fill('15');
  await expect.poll(() => names(counts)).toEqual(['pageview', 'Estimate shown']);
  // Another size in the same region is the same estimate, counted once.
  await page.getByLabel('Width (ft)').fill('16');
  await page.getByRole('link', { name: 'Send this to us' }).click();
  await expect(page).toHaveURL(/\/contact\?/u);
  await expect
    .poll(() => counts.map(({ n, p }) => [n, p]))
    .toEqual([
      ['pageview', {}],
      ['Estimate shown', { language: 'en', region: 'Utah' }],
      ['Estimate sent to form', { language: 'en', region: 'Utah' }],
      ['pageview', {}],
    ]);
});

test('counts a kiosk’s estimate handed over as a QR code', async ({ page, analyticsVariant }) => {
  const counts = await countingService(page, analyticsVariant.analytics.host);
  await gotoKiosk(page, '/estimate?kiosk=1');
  await wakeEstimator(page);
  await page.getByLabel('Area (sq ft)').fill('180');
  await page.getByRole('button', { name: 'Take this estimate home' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code: the contact form with this estimate' }),
  ).toBeVisible();
  const where = { language: 'en', region: 'Colorado' };
  await expect
    .poll(() => counts.map(({ n, p }) => [n, p]))
    .toEqual([
      ['pageview', {}],
      ['Estimate shown', where],
      ['Kiosk QR shown', where],
    ]);
});

test('counts a message only once the service has it', async ({
  page,
  analyticsVariant,
  allowConsole,
}) => {
  // The browser reports the service's refusal.
  allowConsole(/status of 500/);
  const counts = await countingService(page, analyticsVariant.analytics.host);
  // The build delivers to a form service's endpoint: refused once, then taken.
  let refuse = true;
  await page.route(standInEndpoint, (route) => {
    const status = refuse ? 500 : 200;
    refuse = false;
    return route.fulfill({
      status,
      headers: { 'access-control-allow-origin': '*' },
      contentType: 'application/json',
      body: '{}',
    });
  });
  await gotoReady(page, '/contact');
  await expect.poll(() => names(counts)).toEqual(['pageview']);
  await page.getByLabel(/Full Name/).fill('Ada Lovelace');
  await page.getByLabel(/Email Address/).fill('ada@example.com');
  await page.getByLabel(/Tell us about your project/).fill('Oak stairs');
  await page.getByRole('button', { name: /Send Message/ }).click();
  await expect(page.getByRole('alert')).toContainText('Your message was not sent.');
  expect(names(counts)).toEqual(['pageview']);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  await expect.poll(() => names(counts)).toEqual(['pageview', 'Message sent']);
});
