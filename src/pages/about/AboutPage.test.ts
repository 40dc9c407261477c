import { describe, expect, it } from 'vitest';
import { aboutText } from '../../content/about.ts';
import { credentialsAnchor } from '../../content/credentials.ts';
import { statsOf } from '../../content/stats.ts';
import { filledIn } from '../../content/language.ts';
import { paths } from '../../content/pagePaths.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

const { states, memberships, warranty, words } = frozenView('en').words.credentials;

describe('About', () => {
  it('tells the story beside its photo, with the stats and the values', () => {
    const { page, values } = aboutText(frozenView('en'));
    const document = renderedPage(paths.about).document;
    expect(document.querySelector('main h1')?.textContent).toBe(page.title);
    const text = document.querySelector('main')?.textContent ?? '';
    for (const paragraph of page.story) expect(text).toContain(paragraph);
    expect(document.querySelector('main figure img')?.getAttribute('alt')).toBe(
      page.storyPhoto.alt,
    );
    for (const stat of statsOf(frozenView('en'))) expect(text).toContain(stat.label);
    expect(
      [...document.querySelectorAll('main section[aria-labelledby="values-title"] h3')].map(
        (heading) => heading.textContent,
      ),
    ).toEqual(values.map((value) => value.title));
  });

  it('lists the licence and insurance state by state, the warranty and the memberships', () => {
    const section = renderedPage(paths.about).document.getElementById(credentialsAnchor);
    expect(section?.querySelector('h2')?.textContent).toBe(words.title);
    const shown = [...(section?.querySelectorAll('ul > li') ?? [])].filter((item) =>
      item.querySelector('h3'),
    );
    expect(shown.map((state) => state.querySelector('h3')?.textContent)).toEqual(
      states.map((entry) => entry.state),
    );
    for (const [index, entry] of states.entries()) {
      const text = shown[index]?.textContent ?? '';
      // A state's licence by its number and authority, or the words saying it has none.
      expect(text).toContain(
        entry.licence.number === undefined
          ? entry.licence.none
          : filledIn(words.number, {
              number: entry.licence.number,
              authority: entry.licence.authority,
            }),
      );
      expect(text).toContain(entry.liability);
      expect(text).toContain(entry.workersComp);
    }
    expect(states.some((entry) => entry.licence.number === undefined)).toBe(true);
    const text = section?.textContent ?? '';
    expect(text).toContain(filledIn(words.warranty, { length: String(warranty.years) }));
    for (const { organization, what } of memberships) {
      expect(text).toContain(filledIn(words.membership, { organization, what }));
    }
  });
});
