import { describe, expect, it } from 'vitest';
import { companyOf } from '../../content/company.ts';
import { homeText } from '../../content/home.ts';
import { locales, localePath } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { regionsOf } from '../../content/regions.ts';
import { siteUrl } from '../../content/seo.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { moduleOf, renderedPage, renderedSite, structuredDataOf } from '../../test/renderedSite.ts';

describe('Home', () => {
  it('tells the story in the spec’s order, each call to action leading to the form', () => {
    const home = homeText(frozenView('en'));
    const document = renderedPage(paths.home).document;
    const headings = [...document.querySelectorAll('main h2')].map(
      (heading) => heading.textContent,
    );
    const order = [
      home.welcome.title,
      home.simpleBand.title,
      home.productsTeaser.title,
      home.servicesTeaser.title,
      home.stats.title,
      home.locations.title,
      home.getInTouch.title,
    ].map((title) => headings.indexOf(title));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const ctas = [...document.querySelectorAll('main a')].filter(
      (link) => link.textContent === home.hero.cta,
    );
    expect(ctas.length).toBeGreaterThan(0);
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe(paths.contact);
  });

  it('describes the business to search engines, in its language, and no other page does', () => {
    for (const locale of locales) {
      const view = frozenView(locale);
      const company = companyOf(view);
      const address = localePath(locale, paths.home);
      expect(structuredDataOf(renderedPage(address).document)).toEqual([
        expect.objectContaining({
          '@type': 'HomeAndConstructionBusiness',
          name: company.legalName,
          telephone: company.phone.e164,
          url: siteUrl(view, address),
          areaServed: regionsOf(view).map((region) => ({ '@type': 'Place', name: region.name })),
        }),
      ]);
    }
    // A project's page describes its work, a region's the company's location there
    // (RegionPage.test.ts); every other page, nothing.
    const describing = ['home/HomePage.tsx', 'work/ProjectPage.tsx', 'region/RegionPage.tsx'];
    const others = renderedSite.documents().filter((page) => !describing.includes(moduleOf(page)));
    expect(others.length).toBeGreaterThan(20);
    for (const page of others) {
      expect(structuredDataOf(page.document), page.address).toEqual([]);
    }
  });

  it('names the licences the states issue and the memberships, and no state’s without one', () => {
    const { states, memberships } = frozenView('en').words.credentials;
    const [business] = structuredDataOf(renderedPage(paths.home).document);
    const licensed = states.filter((entry) => entry.licence.number !== undefined);
    expect(licensed.length).toBeLessThan(states.length);
    expect(business).toMatchObject({
      hasCredential: licensed.map((entry) => ({
        '@type': 'EducationalOccupationalCredential',
        credentialCategory: 'license',
        identifier: entry.licence.number,
        recognizedBy: { '@type': 'Organization', name: entry.licence.authority },
      })),
      memberOf: memberships.map(({ organization }) => ({
        '@type': 'Organization',
        name: organization,
      })),
    });
  });
});
