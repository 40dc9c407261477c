import { describe, expect, it } from 'vitest';
import { contactText } from '../../content/contact.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pagePaths.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { attributes, renderedPage, renderedWith, textOf } from '../../test/renderedSite.ts';
import { testedPageSettings } from '../../test/testedSettings.ts';

const visits = contactText(frozenView('en')).visits;
/** The pages that say what a first visit is: the form's and the estimate's. */
const notePages = [paths.contact, paths.estimate];
/** An owner's online calendar, and another length of visit than the content's own. */
const booking = { firstVisitMinutes: 75, bookingUrl: 'https://cal.example/heartwood/first-visit' };

/** The links of a page to the owner's calendar, by their words, target and relation. */
const bookingLinks = (document: Document) =>
  [...document.querySelectorAll('a')]
    .filter((link) => link.textContent?.startsWith(visits.book))
    .map((link) => [
      link.getAttribute('href'),
      link.textContent,
      link.getAttribute('target'),
      link.getAttribute('rel'),
    ]);

describe('a first visit', () => {
  it('is said to take the minutes the settings give, with no calendar by default', () => {
    for (const path of notePages) {
      const { document } = renderedPage(path);
      const minutes = String(testedPageSettings.visits.firstVisitMinutes);
      expect(textOf(document), path).toContain(filledIn(visits.length, { minutes }));
      expect(bookingLinks(document), path).toEqual([]);
    }
  });

  it('is booked, where the owner has an online calendar, by a plain link in a new tab', async () => {
    for (const path of notePages) {
      const { document } = await renderedWith(path, { ...testedPageSettings, visits: booking });
      const minutes = String(booking.firstVisitMinutes);
      expect(textOf(document), path).toContain(filledIn(visits.length, { minutes }));
      expect(bookingLinks(document), path).toEqual([
        [booking.bookingUrl, `${visits.book} ${visits.newTab}`, '_blank', 'noopener noreferrer'],
      ]);
      // A link, not an embed: the page's policy lets nothing of the calendar in.
      const [policy] = attributes(
        document,
        'meta[http-equiv="Content-Security-Policy"]',
        'content',
      );
      expect(policy, path).toMatch(/script-src/u);
      expect(policy, path).not.toContain(new URL(booking.bookingUrl).host);
    }
  });
});
