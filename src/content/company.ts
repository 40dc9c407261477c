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
  /** A branch that is announced but not open yet. */
  readonly comingSoon: boolean;
}

export const mainOffice: Office = {
  label: 'Main Office',
  street: '1234 Timber Lane, Suite 100',
  city: 'Denver',
  region: 'CO',
  postalCode: '80202',
  comingSoon: false,
};

const losAngelesBranch: Office = {
  label: 'Los Angeles Branch',
  street: 'Arts District',
  city: 'Los Angeles',
  region: 'CA',
  postalCode: '90013',
  comingSoon: true,
};

export const company = {
  /** Legal name, used in the copyright line. */
  legalName: 'Heartwood Floors & Interiors LLC',
  /** Everyday name, used in the header and page titles. */
  name: 'Heartwood Floors & Interiors',
  /** Under an installed app's icon, where space is short. */
  shortName: 'Heartwood',
  description:
    'Hardwood flooring installation, refinishing, repair and interior design consultation for homes and businesses in Colorado, Utah, Montana, Las Vegas and Los Angeles.',
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
  yearsExperience: 15,
  copyrightYear: 2025,
} as const;

export const comingSoonLabel = 'Coming Soon';

export const copyrightLine = `© ${company.copyrightYear} ${company.legalName}. All rights reserved.`;
