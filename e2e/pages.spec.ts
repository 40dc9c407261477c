import { estimator, notFound } from './words.ts';
import { expect, gotoReady, test, wakeEstimator, waitForPageScript } from './fixtures.ts';

// What every page's HTML holds is checked in Node, beside each page (src/pages/*/*.test.ts);
// here, what a page does in the browser that no HTML says.

test('an unknown path gets the 404 page with status 404, and the page script logs the path', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/status of 404/);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await waitForPageScript(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
  await page.getByRole('link', { name: notFound.link }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#home h1')).toBeVisible();
});

test('counts nothing by default: no analytics script, policy entry or request', async ({
  page,
}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await gotoReady(page, '/estimate');
  await wakeEstimator(page);
  await page.getByLabel(estimator.area).fill('200');
  await expect(page.getByRole('link', { name: estimator.send })).toHaveAttribute(
    'href',
    /message=/u,
  );
  const html = await (await page.request.get('/estimate')).text();
  expect(html).not.toMatch(/plausible|umami|data-domain|data-website-id/iu);
  expect([...origins]).toEqual([new URL(page.url()).origin]);
});
