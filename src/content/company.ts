import companyFile from '../../content/company.json' with { type: 'json' };
import { regionNamed, regions } from './regions.ts';
import type { CompanyData, Office } from './schema/company.ts';

/**
 * The company's identity: `content/company.json`, which the owner edits and the build checks
 * against `./schema/company.ts`. The values shipped are clearly
 * fictional PLACEHOLDERS for the operator to replace before launch: the brand, the 555-01xx phone
 * number (reserved for fiction), the `.example` domain (reserved by RFC 2606) and the street
 * addresses. tel:, sms: and mailto: links are derived from them by `src/lib/contactHrefs.ts`.
 */
const data: CompanyData = companyFile;

export type { Office };

/** The first office: its address is the company's in search results. */
export const mainOffice: Office = data.offices[0] as Office;

export const company = {
  ...data,
  description: `Hardwood flooring installation, refinishing, repair and interior design consultation for homes and businesses in ${new Intl.ListFormat('en-US').format(regions.map((region) => region.name))}.`,
  // The spec fixes the year of the copyright line.
  copyrightYear: 2025,
} as const;

export const comingSoonLabel = 'Coming Soon';

/** A branch that is announced but not open yet: its region is coming soon. */
export const isComingSoon = (office: Office): boolean => regionNamed(office.serves).comingSoon;

export const copyrightLine = `© ${company.copyrightYear} ${company.legalName}. All rights reserved.`;
