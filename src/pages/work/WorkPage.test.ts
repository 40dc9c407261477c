import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, locales, routeOf } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { projectsOf, regionSlug } from '../../content/projects.ts';
import { regionsOf } from '../../content/regions.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage, renderedSite } from '../../test/renderedSite.ts';
import { filtersOf } from './content/filters.ts';
import { workText } from './content/work.ts';

// The work as the render writes it: the list, its filters (a page each, so they work without
// JavaScript), the pages that lead to it, and which addresses under /work are pages at all. A
// project followed from the list and Back to it are the end-to-end suite's (e2e/work.spec.ts).

const en = frozenView('en');

/** The cards of a list of the work: each one's title, the line under it and where it leads. */
const cardsOf = (document: Document) =>
  [...document.querySelectorAll('main article')].map((card) => ({
    title: card.querySelector('h2')?.textContent,
    meta: card.querySelector('h2 + p')?.textContent,
    to: card.querySelector('h2 a')?.getAttribute('href'),
  }));

describe('the work', () => {
  it('lists every project in the list’s order, each card saying where and what, leading to its page', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const { document } = renderedPage(localePath(locale, paths.work));
      expect(document.querySelector('main h1')?.textContent).toBe(workText(view).list.title);
      const { index } = projectsOf(view);
      expect(index.length).toBeGreaterThan(2);
      expect(cardsOf(document), locale).toEqual(
        index.map((project) => ({
          title: project.title,
          meta: `${project.city}, ${project.region} · ${project.kindLabel}`,
          to: localePath(locale, project.path),
        })),
      );
    }
  });

  it('narrows to a region or a kind of work by links, each a page of its own, the current one marked', () => {
    const text = workText(en);
    const filters = filtersOf(en);
    const narrowed = [...filters.regions, ...filters.kinds];
    // Only the regions with work: one served region has none yet.
    expect(filters.regions.length).toBeGreaterThan(1);
    expect(filters.regions.length).toBeLessThan(regionsOf(en).length);
    expect(filters.kinds.length).toBeGreaterThan(1);
    for (const shown of [undefined, ...narrowed]) {
      const address = shown?.path ?? paths.work;
      const { document } = renderedPage(address);
      const nav = document.querySelector(`nav[aria-label="${text.filters.label}"]`);
      expect(
        [...(nav?.querySelectorAll('a') ?? [])].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
        address,
      ).toEqual([
        [text.filters.all, paths.work],
        ...narrowed.map((filter) => [filter.label, filter.path]),
      ]);
      expect(
        [...(nav?.querySelectorAll('[aria-current="page"]') ?? [])].map((link) => link.textContent),
        address,
      ).toEqual([shown?.label ?? text.filters.all]);
      if (!shown) continue;
      expect(document.querySelector('main h1')?.textContent, address).toBe(shown.title);
      expect(document.title, address).toBe(text.projectPageTitle(shown.title));
      expect(
        cardsOf(document).map((card) => card.title),
        address,
      ).toEqual(shown.projects.map((project) => project.title));
      expect(shown.projects.length, address).toBeLessThan(projectsOf(en).index.length);
    }
  });

  it('has a page at each filter’s and each project’s own address, and none at any other under /work', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const filters = filtersOf(view);
      const underWork = renderedSite.addresses.filter(
        (address) =>
          localeOfPath(address) === locale && routeOf(locale, address).startsWith(`${paths.work}/`),
      );
      // A project's slug under another region than its own, or a word that names no filter, is
      // no document: the host answers it with the not-found page.
      expect(underWork.map((address) => routeOf(locale, address)).sort(), locale).toEqual(
        [
          ...[...filters.regions, ...filters.kinds].map((filter) => filter.path),
          ...projectsOf(view).index.map(
            (project) => `${paths.work}/${regionSlug(project.region)}/${project.slug}`,
          ),
        ].sort(),
      );
      for (const address of underWork) expect(renderedPage(address).status, address).toBe(200);
    }
  });

  it('is reached from About’s projects', () => {
    const about = renderedPage(paths.about).document;
    const projects = en.words.stats.projects;
    const stat = [...about.querySelectorAll('main li')].find((item) =>
      item.textContent?.endsWith(projects),
    );
    expect(stat?.querySelector('a')?.getAttribute('href')).toBe(paths.work);
  });

  it('fetches the first card’s photo at once, the largest thing a phone shows at load, and the others as they near the screen', () => {
    for (const address of [paths.work, ...filtersOf(en).regions.map((filter) => filter.path)]) {
      const photos = [...renderedPage(address).document.querySelectorAll('main article img')].map(
        (photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')],
      );
      // Every project on the list of all, a region's one at least.
      expect(photos.length, address).toBeGreaterThan(address === paths.work ? 1 : 0);
      expect(photos, address).toEqual(
        photos.map((_, index) => (index === 0 ? ['eager', 'high'] : ['lazy', 'auto'])),
      );
    }
  });
});
