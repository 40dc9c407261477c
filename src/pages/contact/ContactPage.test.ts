import { describe, expect, it } from 'vitest';
import { hoursTexts } from '../../content/contact.ts';
import { filledIn } from '../../content/language.ts';
import { localePath, locales } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

describe('the contact page', () => {
  // The business hours are the spec's (src/test/content/hours.json): Monday to Friday 8 to 6,
  // Saturday 9 to 4, Sunday by appointment.
  it('asks when a visit would suit, from the business hours, under the same values in every language', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const words = view.words.contact.visitTimes;
      const [weekdays, saturday] = hoursTexts(view);
      const { document } = renderedPage(localePath(locale, paths.contact));
      const options = [...document.querySelectorAll('select[name="visit"] option')].map(
        (option) => [option.getAttribute('value'), option.textContent],
      );
      expect(options, locale).toEqual([
        ['', words.placeholder],
        ['Monday-Friday morning', filledIn(words.morning, { days: weekdays?.days ?? '' })],
        ['Monday-Friday afternoon', filledIn(words.afternoon, { days: weekdays?.days ?? '' })],
        [
          'Saturday 09:00-16:00',
          filledIn(words.day, { days: saturday?.days ?? '', hours: saturday?.hours ?? '' }),
        ],
      ]);
    }
  });
});
