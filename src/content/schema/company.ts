import type { z } from 'zod';
import {
  count,
  email,
  group,
  phoneDisplay,
  phoneE164,
  text,
  uniqueList,
  webAddress,
} from './fields.ts';

const office = group({
  label: text(),
  street: text(),
  city: text(),
  /** The state or province, as the postal address writes it. */
  region: text(),
  postalCode: text(),
  /** The region (`regions.json`) it serves: a branch in a region coming soon is not open yet. */
  serves: text(),
});

/** `content/company.json`: who the company is, how to reach it, its record and its offices. */
export const companySchema = group({
  /** Everyday name: the header, page titles, the welcome. */
  name: text(),
  /** Legal name: the copyright line. */
  legalName: text(),
  /** Under an installed app's icon, where space is short. */
  shortName: text(),
  phone: group({ display: phoneDisplay(), e164: phoneE164() }),
  email: email(),
  website: webAddress(),
  social: group({ instagram: webAddress(), facebook: webAddress() }),
  // The record the stats count up to, and the copy quotes.
  yearsExperience: count(1),
  projectsCompleted: count(1),
  statesServed: count(1),
  /** Percent of customers satisfied: the fourth stat. */
  satisfactionRate: count(0).max(100, 'must be at most 100'),
  /** The first is the main office: its address is the company's in search results. */
  offices: uniqueList(office, 'label'),
});

export type CompanyData = z.infer<typeof companySchema>;
export type Office = CompanyData['offices'][number];
