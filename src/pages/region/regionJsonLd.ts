import { companyOf } from '../../content/company.ts';
import { localePath } from '../../content/locales.ts';
import { businessIds, regionPagesOf } from '../../content/regionPages.ts';
import { siteUrl } from '../../content/seo.ts';
import { scriptJson } from '../../lib/JsonDataBlock.tsx';
import { openingHoursSpecification, postalAddress } from '../../lib/jsonLd.ts';
import type { PageContext } from '../../lib/pageContext.tsx';

/**
 * A region's page described for search engines: the company's location there, as the page shows
 * it, tied to the company (`parentOrganization`). Its address and opening hours only where an
 * office there is open to visitors: a business that comes to its customers shows where it works
 * (`areaServed`, the towns in reach), not a door. Never a rating.
 */
export function regionJsonLd(pathname: string, page: PageContext): string | undefined {
  const regionPage = regionPagesOf(page).at(pathname);
  if (!regionPage) return undefined;
  const { region, phone, office } = regionPage;
  const company = companyOf(page);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessIds.region(page, region.name),
    name: `${company.name}, ${region.name}`,
    url: siteUrl(page, localePath(page.locale, regionPage.path)),
    telephone: phone.e164,
    parentOrganization: { '@id': businessIds.company(page) },
    ...(office && {
      address: postalAddress(office),
      openingHoursSpecification: openingHoursSpecification(page),
    }),
    areaServed: region.towns.map((town) => ({ '@type': 'City', name: town })),
  };
  return scriptJson(data);
}
