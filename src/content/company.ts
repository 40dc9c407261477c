import { filledIn } from './language.ts';
import { formattedFacts } from './formattedFacts.ts';
import type { Office } from './schema/company.ts';
import type { Placeholder } from './schema/fields.ts';
import { derived, type ContentView } from './siteContent.ts';

/** The spec fixes the year of the copyright line. */
const copyrightYear = 2025;

/**
 * The company's identity (`content/company.json`), which the owner edits and the build checks
 * against `./schema/company.ts`, with what follows from it. The values shipped are clearly
 * fictional PLACEHOLDERS for the operator to replace before launch: the brand, the 555-01xx phone
 * number (reserved for fiction), the `.example` domain (reserved by RFC 2606) and the street
 * addresses. tel:, sms: and mailto: links are derived from them by `./contactHrefs.ts`.
 */
export const companyOf = derived(({ words }: ContentView) => {
  const company = words.company;
  const { comingSoon, rightsReserved } = words.site.company;
  return {
    ...company,
    /** The first office: its address is the company's in search results. */
    mainOffice: company.offices[0] as Office,
    copyrightLine: `© ${copyrightYear} ${company.legalName}. ${rightsReserved}`,
    comingSoonLabel: comingSoon,
  };
});

/** What each `{placeholder}` of the content's texts stands for, in a language. */
const factsOf = derived((view: ContentView): Record<Placeholder, string> => {
  const company = view.words.company;
  return {
    company: company.name,
    shortName: company.shortName,
    years: String(company.yearsExperience),
    projects: String(company.projectsCompleted),
    states: String(company.statesServed),
    city: companyOf(view).mainOffice.city,
    regions: formattedFacts(view).regions,
  };
});

/** A content text with its `{placeholders}` filled in (the build has checked their names). */
export const fill = (view: ContentView, text: string): string => filledIn(text, factsOf(view));

// A choice among fixed words (a photo's focus) keeps its type: it has no {placeholder} to fill.
type Filled<Value> = Value extends string
  ? string extends Value
    ? string
    : Value
  : Value extends readonly (infer Item)[]
    ? readonly Filled<Item>[]
    : { readonly [Key in keyof Value]: Filled<Value[Key]> };

/** A content file's value with every text filled in. */
export function filled<Value>(view: ContentView, value: Value): Filled<Value> {
  const fillAll = (part: unknown): unknown => {
    if (typeof part === 'string') return fill(view, part);
    if (Array.isArray(part)) return part.map(fillAll);
    if (typeof part === 'object' && part !== null) {
      return Object.fromEntries(Object.entries(part).map(([key, field]) => [key, fillAll(field)]));
    }
    return part;
  };
  return fillAll(value) as Filled<Value>;
}
