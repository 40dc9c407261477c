import { describe, expect, it } from 'vitest';
import { localePath, locales } from '../../content/locales.ts';
import { notFoundText } from '../../content/notFound.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

describe('the not-found page', () => {
  it('says so in each language, leads Home, and is marked for the page script to log the path', () => {
    for (const locale of locales) {
      const text = notFoundText(frozenView(locale));
      const { document } = renderedPage(localePath(locale, '/404.html'));
      const heading = document.querySelector('main h1');
      expect(heading?.textContent).toBe(text.title);
      expect(document.querySelector(`main a[href="${localePath(locale, '/')}"]`)?.textContent).toBe(
        text.link,
      );
      expect(heading?.closest('[data-not-found-log]')?.getAttribute('data-not-found-log')).toBe(
        text.logLabel,
      );
    }
  });
});
