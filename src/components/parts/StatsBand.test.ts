import { describe, expect, it } from 'vitest';
import { aboutText } from '../../content/about.ts';
import { homeText } from '../../content/home.ts';
import { localePath, locales } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { formatStat, statsOf } from '../../content/stats.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

// The stats band as the render writes it on Home and About. The count the stylesheet draws over
// each number as it scrolls into view, and what assistive technology then reads, are the
// end-to-end suite's (e2e/static-first.spec.ts).

describe('the stats band', () => {
  it('writes each stat’s number once as text, before its label, on Home and About', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      for (const [path, title] of [
        [paths.home, homeText(view).stats.title],
        [paths.about, aboutText(view).page.statsTitle],
      ] as const) {
        const address = localePath(locale, path);
        const { document } = renderedPage(address);
        const band = [...document.querySelectorAll('main section')].find(
          (section) => section.querySelector('h2')?.textContent === title,
        );
        expect(
          [...(band?.querySelectorAll('li') ?? [])].map((item) => item.textContent),
          address,
        ).toEqual(statsOf(view).map((stat) => `${formatStat(stat)}${stat.label}`));
      }
    }
  });
});
