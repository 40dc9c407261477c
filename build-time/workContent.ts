import { defaultLocale, locales, type Locale } from '../src/content/locales.ts';
import { languageVersions, where } from '../src/content/schema/index.ts';
import { sharedDifferences } from '../src/content/schema/shared.ts';
import { slugPattern } from '../src/content/schema/fields.ts';
import { projectSchema, type ProjectData } from '../src/content/schema/project.ts';

/** The folder of the company's projects, in the content folder: one file per project. */
export const workFolder = 'work';

/** Each language's projects, by slug (the file's name), as the schema parsed them. */
export type ProjectsByLanguage = Readonly<Record<Locale, Readonly<Record<string, ProjectData>>>>;

/**
 * The project files (`files`, by name), each language's version parsed by the schema; or what is
 * wrong with them, one line per problem naming the file, the language and the field: each file's
 * name is the project's part of its address (`/work/<region>/<name>`), so it is unique by nature
 * and must be one a URL can hold; each language's version follows the schema; the region is one
 * of `regionNames` (`regions.json`); and a translation shares the English version's facts.
 */
export function checkProjects(
  files: ReadonlyMap<string, unknown>,
  regionNames: readonly string[],
): { readonly problems: readonly string[]; readonly languages: ProjectsByLanguage } {
  const languages = Object.fromEntries(locales.map((locale) => [locale, {}])) as Record<
    Locale,
    Record<string, ProjectData>
  >;
  const problems = [...files].flatMap(([name, value]) => {
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
    const fileProblems: string[] = [];
    for (const locale of locales) {
      const result = projectSchema.safeParse(versions[locale]);
      if (!result.success) {
        fileProblems.push(
          ...result.error.issues.map(
            (issue) => `${where(file, [locale, ...issue.path])}: ${issue.message}`,
          ),
        );
      } else if (!regionNames.includes(result.data.region)) {
        fileProblems.push(
          `${where(file, [locale, 'region'])}: "${result.data.region}" is not a region in ` +
            `${where('regions.json', [locale, 'regions'])} (${regionNames.join(', ')})`,
        );
      } else languages[locale][slug] = result.data;
    }
    if (fileProblems.length > 0) return fileProblems;
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
  return { problems, languages };
}
