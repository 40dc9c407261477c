import { regionNamed, regions, type RegionName } from './regions.ts';

/**
 * The company's identity. Everything here is a clearly fictional PLACEHOLDER for the operator to
 * replace before launch: the brand, the 555-01xx phone number (reserved for fiction), the `.example`
 * domain (reserved by RFC 2606) and the street addresses. tel:, sms: and mailto: links are derived
 * from these values by `src/lib/contactHrefs.ts`, so changing them here changes every link.
 */
export interface Office {
  readonly label: string;
  readonly street: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  /** The region it serves: a branch in a region that is coming soon is not open yet either. */
  readonly serves: RegionName;
}

export const mainOffice: Office = {
  label: 'Main Office',
  street: '1234 Timber Lane, Suite 100',
  city: 'Denver',
  region: 'CO',
  postalCode: '80202',
  serves: 'Colorado',
};

const losAngelesBranch: Office = {
  label: 'Los Angeles Branch',
  street: 'Arts District',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90013',
  serves: 'Los Angeles',
};

export const company = {
  /** Legal name, used in the copyright line. */
  legalName: 'Heartwood Floors & Interiors LLC',
  /** Everyday name, used in the header and page titles. */
  name: 'Heartwood Floors & Interiors',
  /** Under an installed app's icon, where space is short. */
  shortName: 'Heartwood',
  description: `Hardwood flooring installation, refinishing, repair and interior design consultation for homes and businesses in ${new Intl.ListFormat('en-US').format(regions.map((region) => region.name))}.`,
  phone: {
    display: '(303) 555-0142',
    /** E.164 form, used for tel: and sms: links and structured data. */
    e164: '+13035550142',
  },
  email: 'hello@heartwoodfloors.example',
  website: 'https://www.heartwoodfloors.example',
  social: {
    instagram: 'https://www.instagram.com/heartwoodfloors.example/',
    facebook: 'https://www.facebook.com/heartwoodfloors.example',
  },
  offices: [mainOffice, losAngelesBranch] as readonly Office[],
  // The record the stats count up to, and the copy quotes.
  yearsExperience: 15,
  projectsCompleted: 500,
  statesServed: 5,
  copyrightYear: 2025,
} as const;

export const comingSoonLabel = 'Coming Soon';

/** A branch that is announced but not open yet: its region is coming soon. */
export const isComingSoon = (office: Office): boolean => regionNamed(office.serves).comingSoon;

export const copyrightLine = `© ${company.copyrightYear} ${company.legalName}. All rights reserved.`;
