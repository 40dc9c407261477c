import { company, mainOffice } from '../content/company.ts';
import { daysOf, openingHours } from '../content/contact.ts';
import { credentials } from '../content/credentials.ts';
import { heroText } from '../content/home.ts';
import { siteLocale } from '../content/language.ts';
import { localePath, locales } from '../content/locales.ts';
import { paths, siteDescription } from '../content/pages.ts';
import { regions } from '../content/regions.ts';
import { siteUrl } from '../content/seo.ts';
import type { PageSettings } from './pageSettings.tsx';
import { photoLink } from './photoSources.ts';
import { scriptJson } from './JsonDataBlock.tsx';

/**
 * schema.org data for search engines, built only from our own constants. Serialised by
 * `scriptJson`, so no value could ever close the script element it is written into.
 */
export function localBusinessJsonLd({ photoSource }: PageSettings): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    name: company.legalName,
    description: siteDescription,
    // Its site in the page's language (the Spanish Home on Spanish pages), and the languages it
    // speaks with its customers.
    url: siteUrl(localePath(siteLocale, paths.home)),
    knowsLanguage: locales,
    telephone: company.phone.e164,
    email: company.email,
    // Absolute, as search engines need it: the image host's URL, or the site's own when photos go
    // through its origin or the owner uploaded the hero.
    image: siteUrl(photoLink(heroText.photo, photoSource)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: mainOffice.street,
      addressLocality: mainOffice.city,
      addressRegion: mainOffice.region,
      postalCode: mainOffice.postalCode,
      addressCountry: 'US',
    },
    openingHoursSpecification: openingHours
      .filter((entry) => entry.opens && entry.closes)
      .map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysOf(entry),
        opens: entry.opens,
        closes: entry.closes,
      })),
    areaServed: regions.map((region) => ({ '@type': 'Place', name: region.name })),
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
