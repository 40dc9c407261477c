import { companyOf } from '../content/company.ts';
import { daysOf, openingHours } from '../content/contact.ts';
import { credentialsOf } from '../content/credentials.ts';
import { listingOf } from '../content/listings.ts';
import { localePath, locales } from '../content/locales.ts';
import { pages, paths } from '../content/pages.ts';
import { businessIds, regionPagesOf } from '../content/regionPages.ts';
import { regionsOf } from '../content/regions.ts';
import type { Office } from '../content/schema/company.ts';
import { siteUrl } from '../content/seo.ts';
import type { PageContext } from './pageContext.tsx';
import { photoLink } from './photoSources.ts';
import { scriptJson } from './JsonDataBlock.tsx';

/** An office's address, as schema.org writes one. */
export const postalAddress = (office: Office) => ({
  '@type': 'PostalAddress',
  streetAddress: office.street,
  addressLocality: office.city,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: 'US',
});

/** The business hours, as schema.org writes them: the days it opens, each with its times. */
export const openingHoursSpecification = (page: PageContext) =>
  openingHours(page)
    .filter((entry) => entry.opens && entry.closes)
    .map((entry) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: daysOf(entry),
      opens: entry.opens,
      closes: entry.closes,
    }));

/**
 * schema.org data for search engines, built only from the content. Serialised by `scriptJson`,
 * so no value could ever close the script element it is written into.
 */
export function localBusinessJsonLd(page: PageContext): string {
  const company = companyOf(page);
  const credentials = credentialsOf(page);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessIds.company(page),
    name: company.legalName,
    description: listingOf(page, pages.home).description,
    // Its site in the page's language (the Spanish Home on Spanish pages), and the languages it
    // speaks with its customers.
    url: siteUrl(page, localePath(page.locale, paths.home)),
    knowsLanguage: locales,
    telephone: company.phone.e164,
    email: company.email,
    // Absolute, as search engines need it: the image host's URL, or the site's own when photos go
    // through its origin or the owner uploaded the hero.
    image: siteUrl(
      page,
      photoLink(page.words.home.hero.photo, page.settings.photoSource, page.content.photos),
    ),
    areaServed: regionsOf(page).map((region) => ({ '@type': 'Place', name: region.name })),
    // Its locations, each described on its region's page with its own address, hours and
    // phone (src/pages/region/regionJsonLd.ts): no one address stands for every region.
    department: regionPagesOf(page).pages.map(({ region }) => ({
      '@id': businessIds.region(page, region.name),
    })),
    sameAs: [company.social.instagram, company.social.facebook],
    // The licences, each with who issues it, and the memberships: facts schema.org has fields
    // for. No rating or review of the business by itself: search engines ignore self-serving
    // ones, and the reviews are their sites' to rate.
    hasCredential: credentials.states.flatMap(({ state, licence }) =>
      licence.number === undefined
        ? []
        : [
            {
              '@type': 'EducationalOccupationalCredential',
              credentialCategory: 'license',
              identifier: licence.number,
              name: `${state}: ${licence.authority}`,
              recognizedBy: { '@type': 'Organization', name: licence.authority },
            },
          ],
    ),
    memberOf: credentials.memberships.map(({ organization }) => ({
      '@type': 'Organization',
      name: organization,
    })),
  };
  return scriptJson(data);
}
