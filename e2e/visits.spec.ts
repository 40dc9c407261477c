import { bookingVariant, type VisitVariantOption } from '../scripts/visitVariants.mjs';
import { test as base, expect, gotoKiosk, gotoReady } from './fixtures.ts';

// A build whose owner books first visits online (scripts/visitVariants.mjs): Contact and the
// estimate page offer the calendar as a plain link in a new tab, and say how long a visit takes.
// The shipped setting, with no calendar, is e2e/estimate.spec.ts's.

const test = base.extend<VisitVariantOption>({
  // Set by the variant's project; this value only types it.
  visitVariant: [bookingVariant, { option: true }],
});

for (const path of ['/contact', '/estimate']) {
  test(`${path} offers "Book a visit online" in a new tab, and loads nothing of the calendar`, async ({
    page,
    visitVariant,
  }) => {
    const calendar = new URL(visitVariant.visits.bookingUrl).host;
    const calendarRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host === calendar) calendarRequests.push(request.url());
    });
    await gotoReady(page, path);
    await expect(
      page.getByText(`A first visit takes about ${visitVariant.visits.firstVisitMinutes} minutes`),
    ).toBeVisible();
    const book = page.getByRole('link', { name: 'Book a visit online (opens in a new tab)' });
    await expect(book).toHaveAttribute('href', visitVariant.visits.bookingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', 'noopener noreferrer');
    // The page's policy names no calendar: the link is a link, not an embed.
    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(policy).not.toContain(calendar);
    expect(calendarRequests).toEqual([]);
  });
}

test('a kiosk offers no link out to the calendar', async ({ page }) => {
  await gotoKiosk(page, '/contact?kiosk');
  await expect(page.getByText('A first visit takes about')).toBeVisible();
  // In the page, as on a website, and hidden: a kiosk differs only by its root's mark.
  const book = page.getByRole('link', { name: /Book a visit online/, includeHidden: true });
  await expect(book).toHaveCount(1);
  await expect(book).toBeHidden();
});
