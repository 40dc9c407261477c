import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, locales } from '../src/content/locales.ts';
import { languageVersions, where } from '../src/content/schema/index.ts';
import { sharedDifferences } from '../src/content/schema/shared.ts';
import { slugPattern } from '../src/content/schema/fields.ts';
import { projectSchema } from '../src/pages/work/content/schema.ts';
import { contentRoot } from './paths.ts';

/** The folder of the company's projects, in the content folder: one file per project. */
export const workFolder = 'work';

/**
 * What is wrong with the project files (`files`, by name), one line per problem naming the file,
 * the language and the field: each file's name is the project's part of its address
 * (`/work/<region>/<name>`), so it is unique by nature and must be one a URL can hold; each
 * language's version follows the schema; the region is one of `regionNames` (`regions.json`);
 * and a translation shares the English version's facts.
 */
export function checkProjects(
  files: ReadonlyMap<string, unknown>,
  regionNames: readonly string[],
): string[] {
  return [...files].flatMap(([name, value]) => {
    const file = `${workFolder}/${name}`;
    const slug = name.replace(/\.json$/u, '');
    if (!slugPattern.test(slug)) {
      return [
        `${where(file)}: the file's name is the project's address (/work/${slug}), so it must ` +
          'be lowercase letters and digits with dashes between words, like oak-kitchen-denver.json',
      ];
    }
    const versions = languageVersions(file, value);
    if (typeof versions === 'string') return [versions];
    const problems: string[] = [];
    for (const locale of locales) {
      const result = projectSchema.safeParse(versions[locale]);
      if (!result.success) {
        problems.push(
          ...result.error.issues.map(
            (issue) => `${where(file, [locale, ...issue.path])}: ${issue.message}`,
          ),
        );
      } else if (!regionNames.includes(result.data.region)) {
        problems.push(
          `${where(file, [locale, 'region'])}: "${result.data.region}" is not a region in ` +
            `${where('regions.json', [locale, 'regions'])} (${regionNames.join(', ')})`,
        );
      }
    }
    if (problems.length > 0) return problems;
    return locales
      .filter((locale) => locale !== defaultLocale)
      .flatMap((locale) =>
        sharedDifferences(projectSchema, versions[defaultLocale], versions[locale]).map(
          ({ path, expected, kind }) =>
            `${where(file, [locale, ...path])}: ` +
            (kind === 'entries'
              ? `must have as many entries as the ${defaultLocale} version (${expected})`
              : `must read as the ${defaultLocale} version does ("${expected}"): every language shares it`),
        ),
      );
  });
}

/** A folder's entries; none for a folder that is not there (a site without projects). */
function entriesOf(folder: string) {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every project file of a content folder, by slug (its name), in order. */
export const projectFiles = (folder = contentRoot()): { slug: string; file: string }[] =>
  entriesOf(join(folder, workFolder))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => ({
      slug: entry.name.slice(0, -'.json'.length),
      file: `${workFolder}/${entry.name}`,
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
