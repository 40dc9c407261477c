import type { Page } from '@playwright/test';
import { plausibleVariant, type AnalyticsVariantOption } from '../scripts/analyticsVariants.mjs';
import { standInEndpoint } from '../scripts/deliveryVariants.mjs';
import { projectsOf } from '../src/content/projects.ts';
import { leadEvents } from '../src/lib/analytics.ts';
import {
  answerAnalytics,
  test as base,
  expect,
  gotoKiosk,
  gotoReady,
  holdRequests,
  pageKinds,
  waitForPageScript,
  wakeEstimator,
} from './fixtures.ts';
import { chrome, contactForm, en, estimator, regions, projectSample } from './words.ts';

// A build whose owner counts visits and leads with Plausible (scripts/analyticsVariants.mjs): the
// service is answered by a stand-in of its script (e2e/fixtures/analytics-stand-in.js, served by
// the fixtures), which posts each count to the service as Plausible's does; this spec records
// them. Which pages name the service, in their policy and their script, is read in Node
// (src/app/document/securityPolicy.test.ts); here a count the policy refused would not arrive.
// The shipped setting, which counts nothing, is e2e/pages.spec.ts's.

const test = base.extend<AnalyticsVariantOption>({
  // Set by the variant's project; this value only types it.
  analyticsVariant: [plausibleVariant, { option: true }],
});

interface Count {
  n: string;
  u: string;
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
/** Each count's name and what it was counted with: the page's language, and its region. */
const namesAndProps = (counts: Count[]) => counts.map(({ n, p }) => [n, p]);

/** The region of the sample project, which its page's leads are counted with. */
const sampleRegion = projectsOf(en).index.find(({ path }) => path === projectSample)?.region;

test('counts views and taps with the page’s language and region, a tap even before its script has run', async ({
  page,
  analyticsVariant,
}) => {
  const { host, site } = analyticsVariant.analytics;
  const counts = await countingService(page, host);
  // A slow service: its script is held at the network, while the page and its own code are not.
  const release = await holdRequests(page, `${host}/js/script.js`);
  // The page's load waits for the async script; its own code does not.
  await page.goto(projectSample, { waitUntil: 'commit' });
  await waitForPageScript(page);
  // The taps are counted; the browser is kept from opening a phone or mail app here.
  await page.evaluate(() => addEventListener('click', (event) => event.preventDefault()));
  const dock = page.getByRole('complementary', { name: chrome.floatingLabel });
  await dock.getByRole('link', { name: chrome.floatingCall }).click();
  expect(counts).toEqual([]);
  release();
  await expect.poll(() => counts.length).toBe(2);
  // On a computer the text shows its message as a QR code, in a dialog that Escape closes.
  await dock.getByRole('link', { name: chrome.floatingSms }).click();
  const panel = page.getByRole('dialog', { name: chrome.textPanel.title });
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await dock.getByRole('link', { name: chrome.floatingEmail }).click();
  // Each for the site's domain, from the page's address; the first two in either order.
  const counted = (n: string, p: Record<string, string>) => ({
    n,
    u: expect.stringContaining(projectSample),
    d: site,
    p,
  });
  const where = { language: 'en', region: sampleRegion ?? '' };
  await expect
    .poll(() => counts.slice(2))
    .toEqual([counted(leadEvents.smsTapped, where), counted(leadEvents.emailTapped, where)]);
  expect(counts.slice(0, 2)).toEqual(
    expect.arrayContaining([counted('pageview', {}), counted(leadEvents.callTapped, where)]),
  );
});

test('counts an estimate shown, sent to the form, and the message only once the service has it', async ({
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
  await gotoReady(page, pageKinds.island);
  await wakeEstimator(page);
  // Not the first region, which the estimator starts with.
  const region = regions[1]?.name ?? '';
  await page.getByRole('combobox', { name: estimator.region }).selectOption(region);
  await page.getByLabel(estimator.length).fill('12');
  await page.getByLabel(estimator.width).fill('15');
  await expect.poll(() => names(counts)).toEqual(['pageview', leadEvents.estimateShown]);
  // Another size in the same region is the same estimate, counted once.
  await page.getByLabel(estimator.width).fill('16');
  await page.getByRole('link', { name: estimator.send }).click();
  await expect(page).toHaveURL(/\/contact\?/u);
  const where = { language: 'en', region };
  const estimated = [
    ['pageview', {}],
    [leadEvents.estimateShown, where],
    [leadEvents.estimateSent, where],
    ['pageview', {}],
  ];
  await expect.poll(() => namesAndProps(counts)).toEqual(estimated);

  // The estimate is the message; the visitor adds who they are and sends it.
  await waitForPageScript(page);
  await page.getByLabel(contactForm.labels.name).fill('Ada Lovelace');
  await page.getByLabel(contactForm.labels.email).fill('ada@example.com');
  await page.getByRole('button', { name: contactForm.submit }).click();
  await expect(page.getByRole('alert')).toContainText(contactForm.failedTitle);
  expect(namesAndProps(counts)).toEqual(estimated);
  await page.getByRole('button', { name: contactForm.retry }).click();
  await expect(page.getByRole('heading', { name: contactForm.sentTitle })).toBeVisible();
  await expect
    .poll(() => namesAndProps(counts))
    .toEqual([...estimated, [leadEvents.messageSent, { language: 'en' }]]);
});

test('counts a kiosk’s estimate handed over as a QR code', async ({ page, analyticsVariant }) => {
  const counts = await countingService(page, analyticsVariant.analytics.host);
  await gotoKiosk(page, `${pageKinds.island}?kiosk=1`);
  await wakeEstimator(page);
  await page.getByLabel(estimator.area).fill('180');
  await page.getByRole('button', { name: estimator.takeHome }).click();
  await expect(page.getByRole('img', { name: estimator.takeHomeName })).toBeVisible();
  // The estimator's first region, where no other was chosen.
  const where = { language: 'en', region: regions[0]?.name };
  await expect
    .poll(() => namesAndProps(counts))
    .toEqual([
      ['pageview', {}],
      [leadEvents.estimateShown, where],
      [leadEvents.kioskQrShown, where],
    ]);
});
