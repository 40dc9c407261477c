import type { z } from 'zod';
import {
  count,
  described,
  email,
  flag,
  group,
  phoneNumber,
  sharedText,
  text,
  uniqueList,
  webAddress,
} from './fields.ts';

const office = group({
  label: described(text(), { title: 'Name of the office' }),
  street: sharedText(),
  city: sharedText(),
  /** The state or province, as the postal address writes it. */
  region: described(sharedText(), { title: 'State' }),
  postalCode: sharedText(),
  /** The region (`regions.json`) it serves: a branch in a region coming soon is not open yet. */
  serves: described(sharedText(), {
    title: 'Region it serves',
    description: 'The name of a region, as the regions list writes it.',
  }),
  visitors: described(flag(), {
    title: 'Open to visitors',
    description:
      'On where customers may walk in: its region’s page shows its address and opening hours.',
  }),
});

/** `content/company.json`: who the company is, how to reach it, its record and its offices. */
export const companySchema = described(
  group({
    /** Everyday name: the header, page titles, the welcome. */
    name: sharedText(),
    /** Legal name: the copyright line. */
    legalName: sharedText(),
    /** Under an installed app's icon, where space is short. */
    shortName: sharedText(),
    phone: described(phoneNumber(), { title: 'Phone number' }),
    email: described(email(), { title: 'Email address' }),
    website: described(webAddress(), { title: 'Web address of this site' }),
    social: described(group({ instagram: webAddress(), facebook: webAddress() }), {
      title: 'Social profiles',
    }),
    // The record the stats count up to, and the copy quotes.
    yearsExperience: described(count(1), {
      title: 'Years of experience',
      description: 'Texts that say {years} show this number.',
    }),
    projectsCompleted: described(count(1), { description: 'Texts that say {projects} show it.' }),
    statesServed: described(count(1), { description: 'Texts that say {states} show it.' }),
    /** Percent of customers satisfied: the fourth stat. */
    satisfactionRate: described(count(0).max(100, 'must be at most 100'), {
      title: 'Satisfied customers, in percent',
    }),
    /** The first is the main office: its address is the company's in search results. */
    offices: described(uniqueList(office, 'label'), {
      title: 'Offices',
      item: 'office',
      description: 'The first is the main office: its address is the one search engines show.',
    }),
  }),
  {
    title: 'Company: name, phone, email, offices',
    description: 'Who you are and how customers reach you. A change shows on every page.',
  },
);

export type CompanyData = z.infer<typeof companySchema>;
export type Office = CompanyData['offices'][number];
export type Phone = CompanyData['phone'];
