import type { z } from 'zod';
import { aboutSchema } from './about.ts';
import { productsSchema, servicesSchema } from './catalog.ts';
import { companySchema } from './company.ts';
import { contactSchema } from './contact.ts';
import { homeSchema } from './home.ts';
import { hoursSchema } from './hours.ts';
import { regionsSchema } from './regions.ts';
import { seoSchema } from './seo.ts';

/** The owner's content folder, from the project's root. */
export const contentFolder = 'content';

/** Every file of the content folder, by name, with its schema. */
export const contentSchemas = {
  'company.json': companySchema,
  'regions.json': regionsSchema,
  'hours.json': hoursSchema,
  'home.json': homeSchema,
  'products.json': productsSchema,
  'services.json': servicesSchema,
  'about.json': aboutSchema,
  'contact.json': contactSchema,
  'seo.json': seoSchema,
} as const;

type ContentFile = keyof typeof contentSchemas;
type Content = { [File in ContentFile]: z.infer<(typeof contentSchemas)[File]> };

/** A field's place as an owner reads it: `offices › 2 › serves` (lists counted from 1). */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' › ');

export const where = (file: string, path: readonly PropertyKey[] = []) =>
  `${contentFolder}/${file}${path.length > 0 ? `: ${fieldPath(path)}` : ''}`;

/** What a value refers to in another file, checked once every file has parsed. */
function crossChecks(content: Content): string[] {
  const regionNames = content['regions.json'].regions.map((region) => region.name);
  return content['company.json'].offices.flatMap((office, index) =>
    regionNames.includes(office.serves)
      ? []
      : [
          `${where('company.json', ['offices', index, 'serves'])}: "${office.serves}" is not a ` +
            `region in ${contentFolder}/regions.json (${regionNames.join(', ')})`,
        ],
  );
}

/**
 * What is wrong with the content folder's files (`files`: each file's name and parsed JSON), one
 * line per problem naming the file, the field and what was expected; none when all is well.
 */
export function checkContent(files: ReadonlyMap<string, unknown>): string[] {
  const problems: string[] = [];
  for (const name of files.keys()) {
    if (!(name in contentSchemas)) {
      problems.push(
        `${where(name)}: the site has no use for this file ` +
          `(its files are ${Object.keys(contentSchemas).join(', ')})`,
      );
    }
  }
  const parsed: Partial<Record<ContentFile, unknown>> = {};
  for (const [name, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    if (!files.has(name)) {
      problems.push(`${where(name)}: the file is missing`);
      continue;
    }
    const result = schema.safeParse(files.get(name));
    if (result.success) parsed[name] = result.data;
    else
      problems.push(
        ...result.error.issues.map((issue) => `${where(name, issue.path)}: ${issue.message}`),
      );
  }
  if (problems.length > 0) return problems;
  return crossChecks(parsed as Content);
}
