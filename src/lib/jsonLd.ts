import { companyOf } from '../content/company.ts';
import { daysOf, openingHours } from '../content/contact.ts';
import { credentialsOf } from '../content/credentials.ts';
import { listingOf } from '../content/listings.ts';
import { localePath, locales } from '../content/locales.ts';
import { pages, paths } from '../content/pages.ts';
import { regionsOf } from '../content/regions.ts';
import { siteUrl } from '../content/seo.ts';
import type { PageContext } from './pageContext.tsx';
import { photoLink } from './photoSources.ts';
import { scriptJson } from './JsonDataBlock.tsx';

/**
 * schema.org data for search engines, built only from the content. Serialised by `scriptJson`,
 * so no value could ever close the script element it is written into.
 */
export function localBusinessJsonLd(page: PageContext): string {
  const company = companyOf(page);
  const { mainOffice } = company;
  const credentials = credentialsOf(page);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
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
    address: {
      '@type': 'PostalAddress',
      streetAddress: mainOffice.street,
      addressLocality: mainOffice.city,
      addressRegion: mainOffice.region,
      postalCode: mainOffice.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHours(page)
      .filter((entry) => entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysOf(entry),
        opens: entry.opens,
        closes: entry.closes,
      })),
    areaServed: regionsOf(page).map((region) => ({ '@type': 'Place', name: region.name })),
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
