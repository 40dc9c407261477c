import companyFile from '../../content/company.json' with { type: 'json' };
import siteFile from '../../content/site.json' with { type: 'json' };
import { filledIn, siteLocale } from './language.ts';
import { formattedFacts } from './formattedFacts.ts';
import type { CompanyData, Office } from './schema/company.ts';
import type { Placeholder } from './schema/fields.ts';

/**
 * The company's identity: `content/company.json`, which the owner edits and the build checks
 * against `./schema/company.ts`. The values shipped are clearly
 * fictional PLACEHOLDERS for the operator to replace before launch: the brand, the 555-01xx phone
 * number (reserved for fiction), the `.example` domain (reserved by RFC 2606) and the street
 * addresses. tel:, sms: and mailto: links are derived from them by `src/content/contactHrefs.ts`.
 */
const data: CompanyData = companyFile[siteLocale];

export type { Office };

/** The first office: its address is the company's in search results. */
export const mainOffice: Office = data.offices[0] as Office;

/** What each `{placeholder}` of the content's texts stands for. */
const facts: Record<Placeholder, string> = {
  company: data.name,
  shortName: data.shortName,
  years: String(data.yearsExperience),
  projects: String(data.projectsCompleted),
  states: String(data.statesServed),
  city: mainOffice.city,
  regions: formattedFacts.regions,
};

/** A content text with its `{placeholders}` filled in (the build has checked their names). */
export const fill = (text: string): string => filledIn(text, facts);

// A choice among fixed words (a photo's focus) keeps its type: it has no {placeholder} to fill.
type Filled<Value> = Value extends string
  ? string extends Value
    ? string
    : Value
  : Value extends readonly (infer Item)[]
    ? readonly Filled<Item>[]
    : { readonly [Key in keyof Value]: Filled<Value[Key]> };

function fillAll(value: unknown): unknown {
  if (typeof value === 'string') return fill(value);
  if (Array.isArray(value)) return value.map(fillAll);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, fillAll(field)]));
  }
  return value;
}

/** A content file's value with every text filled in. */
export const filled = <Value>(value: Value): Filled<Value> => fillAll(value) as Filled<Value>;

export const company = {
  ...data,
  // The spec fixes the year of the copyright line.
  copyrightYear: 2025,
} as const;

/** The company's own words (`content/site.json`). */
const words = siteFile[siteLocale].company;

export const comingSoonLabel = words.comingSoon;

export const copyrightLine = `© ${company.copyrightYear} ${company.legalName}. ${words.rightsReserved}`;
