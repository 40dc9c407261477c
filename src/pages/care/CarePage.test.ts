import { describe, expect, it } from 'vitest';
import { paths } from '../../content/pagePaths.ts';
import { projectsOf } from '../../content/projects.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage } from '../../test/renderedSite.ts';

const en = frozenView('en');
const care = en.words.care;

describe('the care guide', () => {
  it('holds its parts in order, each at an address of its own, without JavaScript', () => {
    const page = renderedPage(paths.care).document;
    expect(
      [...page.querySelectorAll('main h2')].map((heading) => [heading.id, heading.textContent]),
    ).toEqual([
      ['humidity', care.humidity.title],
      ['regions', care.regions.title],
      ['cleaning', care.cleaning.title],
      ['after-refinishing', care.refinish.title],
      ['recoat', care.recoat.title],
      ['sources', care.sources.title],
    ]);
    expect([...page.querySelectorAll('main dl > div')].map((note) => note.textContent)).toEqual(
      care.regions.notes.map(({ region, note }) => `${region}${note}`),
    );
    expect(
      [...page.querySelectorAll('#sources ~ ul a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
      ]),
    ).toEqual(care.sources.items.map(({ name, url }) => [name, url]));
    expect(page.querySelector(`main a[href="${paths.species}"]`)?.textContent).toBe(
      care.links.toGuide,
    );
  });

  it('is linked from Services and from every project’s page', () => {
    const linking = [
      [paths.services, care.links.fromServices],
      ...projectsOf(en).index.map((project) => [project.path, care.links.fromProject] as const),
    ] as const;
    expect(linking.length).toBeGreaterThan(2);
    for (const [address, words] of linking) {
      expect(
        renderedPage(address).document.querySelector(`main a[href="${paths.care}"]`)?.textContent,
        address,
      ).toBe(words);
    }
  });
});
