import { describe, expect, it } from 'vitest';
import { filledIn } from '../../content/language.ts';
import { localePath, locales } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { filterPath, projectsOf, regionSlug } from '../../content/projects.ts';
import { businessIds, regionPagesOf, regionPath } from '../../content/regionPages.ts';
import { regionsOf } from '../../content/regions.ts';
import { kioskText } from '../../kiosk/content/kioskText.ts';
import { frozenView } from '../../test/frozenContent.ts';
import {
  attributes,
  renderedPage,
  renderedSite,
  structuredDataOf,
  textOf,
} from '../../test/renderedSite.ts';
import { regionText } from './content/region.ts';

const en = frozenView('en');

/** The frozen content's regions, by what each has of its own. */
const withPage = regionPagesOf(en).pages.map((page) => page.region.name);
const withNothing = regionsOf(en).filter(
  (region) => !region.comingSoon && !withPage.includes(region.name),
);

describe('a region’s page', () => {
  it('exists for each region with something of its own, in both languages, and for no other', () => {
    // The frozen content has regions with projects, one with nothing of its own and one coming
    // soon.
    expect(withPage).toEqual(['Colorado', 'Utah', 'Montana']);
    expect(withNothing.map((region) => region.name)).toEqual(['Las Vegas']);
    const sitemap = renderedSite.files['sitemap.xml'] ?? '';
    for (const locale of locales) {
      for (const name of withPage) {
        const address = localePath(locale, regionPath(name));
        expect(renderedPage(address).status, address).toBe(200);
        expect(sitemap, address).toContain(`${address}</loc>`);
      }
      for (const region of regionsOf(en).filter((entry) => !withPage.includes(entry.name))) {
        const address = localePath(locale, regionPath(region.name));
        expect(renderedSite.addresses).not.toContain(address);
        expect(sitemap).not.toContain(`${address}</loc>`);
      }
    }
  });

  it.each(locales)(
    'in %s shows the region’s projects, their reviews, its state’s licence, its towns and who comes',
    (locale) => {
      const view = frozenView(locale);
      const words = regionText(view);
      for (const { region, path, projects, reviews } of regionPagesOf(view).pages) {
        const { document } = renderedPage(localePath(locale, path));
        const text = textOf(document);
        expect(document.querySelector('h1')?.textContent).toBe(
          filledIn(words.hero.title, { region: region.name }),
        );
        expect(document.title).toContain(region.name);
        for (const town of region.towns) expect(text).toContain(town);
        if (region.servedBy) expect(text).toContain(region.servedBy);
        // Its projects, as the work's cards, each leading to its page.
        expect(projects.length).toBeGreaterThan(0);
        const cards = attributes(
          document,
          'section[aria-labelledby="projects-title"] a[href]',
          'href',
        );
        for (const project of projects) expect(cards).toContain(localePath(locale, project.path));
        // The reviews of those projects, each a card of the reviews' own, by its reviewer.
        expect(document.querySelectorAll('main [data-review]').length).toBe(reviews.length);
        for (const review of reviews) expect(text).toContain(review.name);
        // Its state's licence: who issues it, and its number or that there is none.
        const state = view.words.credentials.states.find((entry) => entry.state === region.state);
        expect(state).toBeDefined();
        expect(text).toContain(
          state?.licence.number === undefined ? state?.licence.none : state.licence.number,
        );
        // The region's own number where it has one, else the company's.
        const phone = region.phone ?? view.words.company.phone;
        expect(document.querySelector(`main a[href="tel:${phone.e164}"]`)).not.toBeNull();
        // A kiosk's code for it is captioned with that number.
        expect(text).toContain(kioskText(view).captions.call(phone.display));
      }
    },
  );

  it('says prices are the same everywhere unless the region has its own', () => {
    const words = regionText(en).prices;
    const pricesOf = (name: string) => textOf(renderedPage(regionPath(name)).document);
    // Montana has prices of its own in the frozen content; Colorado has none.
    expect(pricesOf('Montana')).toContain(filledIn(words.own, { region: 'Montana' }));
    expect(pricesOf('Colorado')).toContain(words.same);
    expect(pricesOf('Colorado')).not.toContain(filledIn(words.own, { region: 'Colorado' }));
  });

  it('shows the owner’s paragraph, the care guide’s note for it, and an office open to visitors', () => {
    const colorado = regionsOf(en).find((region) => region.name === 'Colorado');
    const text = textOf(renderedPage(regionPath('Colorado')).document);
    expect(colorado?.note).toBeDefined();
    expect(text).toContain(colorado?.note);
    const note = en.words.care.regions.notes.find((entry) => entry.region === 'Colorado');
    expect(text).toContain(note?.note);
    const office = en.words.company.offices.find((entry) => entry.serves === 'Colorado');
    expect(office?.visitors).toBe(true);
    expect(text).toContain(office?.street);
    // Utah's office, if it had one, is not open to visitors: no address there.
    expect(textOf(renderedPage(regionPath('Utah')).document)).not.toContain(office?.street);
  });

  it('is linked from Home’s row of regions, the work’s region filter and each of its projects', () => {
    const home = renderedPage(paths.home).document;
    const cards = [...home.querySelectorAll('section[aria-labelledby="locations-title"] article')];
    expect(
      cards.map((card) => [
        card.querySelector('h3')?.textContent,
        card.querySelector('a')?.getAttribute('href') ?? null,
      ]),
    ).toEqual(
      regionsOf(en).map((region) => [
        region.name,
        withPage.includes(region.name) ? regionPath(region.name) : null,
      ]),
    );
    for (const { region, path, projects } of regionPagesOf(en).pages) {
      const filter = renderedPage(filterPath(regionSlug(region.name))).document;
      expect(filter.querySelector(`main a[href="${path}"]`), region.name).not.toBeNull();
      for (const project of projectsOf(en).index.filter((entry) => projects.includes(entry))) {
        const page = renderedPage(project.path).document;
        expect(page.querySelector(`main a[href="${path}"]`)?.textContent).toBe(region.name);
      }
    }
  });

  it('describes the company’s location there for search engines, its address only where visitors may come', () => {
    const company = en.words.company;
    const locations = regionPagesOf(en).pages.map(({ region, path }) => {
      const [location] = structuredDataOf(renderedPage(path).document);
      expect(location, region.name).toMatchObject({
        '@type': 'HomeAndConstructionBusiness',
        '@id': businessIds.region(en, region.name),
        telephone: (region.phone ?? company.phone).e164,
        parentOrganization: { '@id': businessIds.company(en) },
        areaServed: region.towns.map((town) => ({ '@type': 'City', name: town })),
      });
      return [region.name, (location?.address as { streetAddress?: string })?.streetAddress];
    });
    // Colorado's office is open to visitors; the others have none to visit.
    const office = company.offices.find((entry) => entry.serves === 'Colorado');
    expect(Object.fromEntries(locations)).toEqual({
      Colorado: office?.street,
      Utah: undefined,
      Montana: undefined,
    });
    // The company's data (Home's) refers to its locations rather than one address for all.
    const [business] = structuredDataOf(renderedPage(paths.home).document);
    expect(business).toMatchObject({
      '@id': businessIds.company(en),
      department: locations.map(([name = '']) => ({ '@id': businessIds.region(en, name) })),
    });
    expect(business).not.toHaveProperty('address');
  });
});
