import { bookingVariant, type VisitVariantOption } from '../scripts/visitVariants.mjs';
import { filledIn } from '../src/content/language.ts';
import { test as base, expect, gotoKiosk, gotoReady, pageKinds } from './fixtures.ts';
import { visitWords } from './words.ts';

// A build whose owner books first visits online (scripts/visitVariants.mjs): Contact and the
// estimate page offer the calendar as a plain link in a new tab, and say how long a visit takes.
// What the pages hold of it (the note, the link's target, a policy that names no calendar), with
// this setting and with the shipped one, is read in Node: src/components/parts/VisitNote.test.ts.
// Here, on the form's page (the estimate page's note is the same part), what the browser does.

const test = base.extend<VisitVariantOption>({
  // Set by the variant's project; this value only types it.
  visitVariant: [bookingVariant, { option: true }],
});

test('the calendar opens in a new tab that cannot reach back, and nothing of it loads before', async ({
  page,
  context,
  visitVariant,
}) => {
  const { bookingUrl } = visitVariant.visits;
  const calendar = new URL(bookingUrl);
  const calendarRequests: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).host === calendar.host) calendarRequests.push(request.url());
  });
  // The calendar, answered here: no test reaches its host.
  await context.route(`${calendar.origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Calendar</title>' }),
  );
  await gotoReady(page, pageKinds.form);
  expect(calendarRequests).toEqual([]);
  const [calendarTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: visitWords.book }).click(),
  ]);
  await expect(calendarTab).toHaveURL(bookingUrl);
  expect(await calendarTab.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(pageKinds.form);
});

test('a kiosk says how long a visit takes, and offers no link out to the calendar', async ({
  page,
  visitVariant,
}) => {
  await gotoKiosk(page, `${pageKinds.form}?kiosk`);
  const minutes = String(visitVariant.visits.firstVisitMinutes);
  await expect(page.getByText(filledIn(visitWords.length, { minutes }))).toBeVisible();
  // In the page, as on a website, and hidden: a kiosk differs only by its root's mark.
  const book = page.getByRole('link', { name: visitWords.book, includeHidden: true });
  await expect(book).toHaveCount(1);
  await expect(book).toBeHidden();
});
