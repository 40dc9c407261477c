import type { z } from 'zod';
import { defaultLocale, locales, type Locale } from '../locales.ts';
import { aboutSchema } from './about.ts';
import { productsSchema, servicesSchema } from './catalog.ts';
import { companySchema } from './company.ts';
import { credentialsSchema } from './credentials.ts';
import { homeSchema } from './home.ts';
import { hoursSchema } from './hours.ts';
import { regionProblems, regionTranslationProblems } from './regionChecks.ts';
import { regionsSchema } from './regions.ts';
import { reviewsSchema } from './reviews.ts';
import { pagesFolder } from '../pages.ts';
import { pageListingSchema, type PageListing } from './pageListing.ts';
import { siteSchema } from './site.ts';
import { notFoundSchema, statsSchema } from './words.ts';
import { settingsSchema } from './settings.ts';
import { sharedDifferences } from './shared.ts';
// The parts of the site kept in a folder of their own hold their schemas there.
import { kioskSchema } from '../../kiosk/content/schema.ts';
import { contactSchema } from '../../pages/contact/content/schema.ts';
import { careSchema } from '../../pages/care/content/schema.ts';
import { estimateSchema } from '../../pages/estimate/content/schema.ts';
import { questionsSchema } from '../../pages/questions/content/schema.ts';
import { regionPageSchema } from '../../pages/region/content/schema.ts';
import { speciesSchema } from '../../pages/species/content/schema.ts';
import { workPageSchema } from '../../pages/work/content/schema.ts';

/** The owner's content folder, from the project's root. */
export const contentFolder = 'content';

/** The one content file not written per language: how the site works (`./settings.ts`). */
export const settingsFile = 'settings.json';

/** Every other file of the content folder, by name, with the schema of each language's version. */
export const contentSchemas = {
  'company.json': companySchema,
  'regions.json': regionsSchema,
  'hours.json': hoursSchema,
  'home.json': homeSchema,
  'products.json': productsSchema,
  'services.json': servicesSchema,
  'about.json': aboutSchema,
  'credentials.json': credentialsSchema,
  'contact.json': contactSchema,
  'estimate.json': estimateSchema,
  'species.json': speciesSchema,
  'care.json': careSchema,
  'questions.json': questionsSchema,
  'region.json': regionPageSchema,
  'reviews.json': reviewsSchema,
  'work.json': workPageSchema,
  'site.json': siteSchema,
  'stats.json': statsSchema,
  'kiosk.json': kioskSchema,
  'notFound.json': notFoundSchema,
} as const;

type ContentFile = keyof typeof contentSchemas;
type Content = { [File in ContentFile]: z.infer<(typeof contentSchemas)[File]> };

/** A file's name in the content, without `.json`: `home` for `home.json`. */
export type ContentName<File extends string = ContentFile> = File extends `${infer Name}.json`
  ? Name
  : never;

/** Every file (but the settings) in one language, as its schema parsed it, by name: `home`. */
export type ContentFiles = { readonly [File in ContentFile as ContentName<File>]: Content[File] };

/** The name a file's parsed version is kept under: `home.json` is `home`. */
const contentName = (file: ContentFile) => file.replace(/\.json$/u, '') as ContentName;

/** A field's place as an owner reads it: `offices › 2 › serves` (lists counted from 1). */
const fieldPath = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' › ');

export const where = (file: string, path: readonly PropertyKey[] = []) =>
  `${contentFolder}/${file}${path.length > 0 ? `: ${fieldPath(path)}` : ''}`;

/** What a value refers to in another file of the same language, once every file has parsed. */
function crossChecks(locale: Locale, content: Content): string[] {
  const regionNames = content['regions.json'].regions.map((region) => region.name);
  const notARegion = (file: ContentFile, path: readonly PropertyKey[], name: string) =>
    regionNames.includes(name)
      ? []
      : [
          `${where(file, [locale, ...path])}: "${name}" is not a region in ` +
            `${where('regions.json', [locale, 'regions'])} (${regionNames.join(', ')})`,
        ];
  const { prices } = content['estimate.json'];
  const states = content['credentials.json'].states.map((entry) => entry.state);
  return [
    ...regionProblems(content['regions.json'].regions, states).map(
      ({ path, message }) => `${where('regions.json', [locale, ...path])}: ${message}`,
    ),
    ...content['company.json'].offices.flatMap((office, index) =>
      notARegion('company.json', ['offices', index, 'serves'], office.serves),
    ),
    ...(['installation', 'refinishing', 'repair', 'other'] as const).flatMap((kind) =>
      prices[kind].regions.flatMap(({ region }, index) =>
        notARegion('estimate.json', ['prices', kind, 'regions', index, 'region'], region),
      ),
    ),
    ...content['care.json'].regions.notes.flatMap(({ region }, index) =>
      notARegion('care.json', ['regions', 'notes', index, 'region'], region),
    ),
    // English says "an Ash floor": a name that starts with a vowel letter says its article, since
    // the letter alone cannot tell "an Ash" from "a European".
    ...(locale === 'en'
      ? content['species.json'].species.flatMap(({ name, article }, index) =>
          /^[aeiou]/iu.test(name) && article === undefined
            ? [
                `${where('species.json', [locale, 'species', index, 'article'])}: "${name}" ` +
                  'starts with a vowel: say "an" or "a", the word before it in "{a} ' +
                  `${name} floor"`,
              ]
            : [],
        )
      : []),
    // A customer's words are shown as they wrote them: a translation is for the other language.
    ...content['reviews.json'].reviews.flatMap(({ lang, translation }, index) =>
      lang === locale && translation !== undefined
        ? [
            `${where('reviews.json', [locale, 'reviews', index, 'translation'])}: must be empty: ` +
              'the review is written in this language, and its own words are shown',
          ]
        : [],
    ),
  ];
}

/** Where a translation differs from the English in what both languages share. */
function translationChecks(locale: Locale, english: Content, translation: Content): string[] {
  const regions = regionTranslationProblems(
    english['regions.json'].regions,
    translation['regions.json'].regions,
  ).map(({ path, message }) => `${where('regions.json', [locale, ...path])}: ${message}`);
  return [
    ...regions,
    ...(Object.entries(contentSchemas) as [ContentFile, z.ZodType][]).flatMap(([file, schema]) =>
      sharedDifferences(schema, english[file], translation[file]).map(
        ({ path, expected, kind }) => {
          const place = where(file, [locale, ...path]);
          const source = where(file, [defaultLocale, ...path]).replace(/^[^:]*: /u, '');
          return kind === 'entries'
            ? `${place}: must have as many entries as ${source} (${expected}): ` +
                'each entry is the same one in every language, in its words'
            : `${place}: must read as ${source} does ("${expected}"): every language shares it`;
        },
      ),
    ),
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A content file's versions by language, or what is wrong with them: the file must be an object
 * holding each language's version under its code and nothing else (a missing version is its
 * schema's to name, field by field).
 */
export function languageVersions(file: string, value: unknown): Record<string, unknown> | string {
  const others = isRecord(value)
    ? Object.keys(value).filter((key) => !(locales as readonly string[]).includes(key))
    : [];
  if (isRecord(value) && others.length === 0) return value;
  return (
    `${where(file)}: must hold each language’s version under ${locales.join(' and ')}` +
    (others.length > 0 ? `, not ${others.join(', ')}` : '')
  );
}

/** The content folder's files as their schemas parsed them, or what is wrong with them. */
export type ParsedContent =
  | { readonly problems: readonly []; readonly languages: Readonly<Record<Locale, ContentFiles>> }
  | { readonly problems: readonly [string, ...string[]]; readonly languages?: undefined };

/**
 * The content folder's files (`files`: each file's name and parsed JSON, which holds each
 * language's version under its code, `en` and `es`, but for the settings, which every language
 * shares), each language's version parsed by its schema; or what is wrong with them, one line
 * per problem naming the file, the language, the field and what was expected.
 */
export function parseContent(files: ReadonlyMap<string, unknown>): ParsedContent {
  const problems: string[] = [];
  for (const name of files.keys()) {
    if (!(name in contentSchemas) && name !== settingsFile) {
      problems.push(
        `${where(name)}: the site has no use for this file ` +
          `(its files are ${[...Object.keys(contentSchemas), settingsFile].join(', ')})`,
      );
    }
  }
  if (files.has(settingsFile)) {
    const result = settingsSchema.safeParse(files.get(settingsFile));
    if (!result.success) {
      problems.push(
        ...result.error.issues.map(
          (issue) => `${where(settingsFile, issue.path)}: ${issue.message}`,
        ),
      );
    }
  } else problems.push(`${where(settingsFile)}: the file is missing`);
  const parsed = new Map<Locale, Partial<Record<ContentFile, unknown>>>(
    locales.map((locale) => [locale, {}]),
  );
  for (const [file, schema] of Object.entries(contentSchemas) as [ContentFile, z.ZodType][]) {
    if (!files.has(file)) {
      problems.push(`${where(file)}: the file is missing`);
      continue;
    }
    const value = languageVersions(file, files.get(file));
    if (typeof value === 'string') {
      problems.push(value);
      continue;
    }
    for (const locale of locales) {
      const result = schema.safeParse(value[locale]);
      if (result.success) (parsed.get(locale) ?? {})[file] = result.data;
      else
        problems.push(
          ...result.error.issues.map(
            (issue) => `${where(file, [locale, ...issue.path])}: ${issue.message}`,
          ),
        );
    }
  }
  // Every file of every language has parsed: each is its schema's.
  const content = (locale: Locale) => parsed.get(locale) as Content;
  if (problems.length === 0) {
    problems.push(
      ...locales.flatMap((locale) => [
        ...crossChecks(locale, content(locale)),
        ...(locale === defaultLocale
          ? []
          : translationChecks(locale, content(defaultLocale), content(locale))),
      ]),
    );
  }
  const [first, ...others] = problems;
  if (first !== undefined) return { problems: [first, ...others] };
  const byName = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(content(locale)).map(([file, data]) => [
        contentName(file as ContentFile),
        data,
      ]),
    ) as ContentFiles;
  return {
    problems: [],
    languages: Object.fromEntries(locales.map((locale) => [locale, byName(locale)])) as Record<
      Locale,
      ContentFiles
    >,
  };
}

/**
 * The pages' listings (`content/pages/<name>.json`) against their schema and the page table,
 * each language's by listing name; or what is wrong with them. `listings` maps each listing the
 * table reads to whether its page has a place in the navigation, where the listing must give the
 * link's words in every language.
 */
export function parsePageListings(
  files: ReadonlyMap<string, unknown>,
  listings: ReadonlyMap<string, boolean>,
): {
  readonly problems: readonly string[];
  readonly languages: Readonly<Record<Locale, Readonly<Record<string, PageListing>>>>;
} {
  const languages = Object.fromEntries(locales.map((locale) => [locale, {}])) as Record<
    Locale,
    Record<string, PageListing>
  >;
  const problems = [...files].flatMap(([name, value]) => {
    const file = `${pagesFolder}/${name}`;
    const listing = name.replace(/\.json$/u, '');
    if (!listings.has(listing)) {
      return [
        `${where(file)}: is no page’s listing: a page is added by a row in the page table ` +
          '(src/content/pages.ts) and its module',
      ];
    }
    const versions = languageVersions(file, value);
    if (typeof versions === 'string') return [versions];
    return locales.flatMap((locale) => {
      const result = pageListingSchema.safeParse(versions[locale]);
      if (!result.success) {
        return result.error.issues.map(
          (issue) => `${where(file, [locale, ...issue.path])}: ${issue.message}`,
        );
      }
      languages[locale][listing] = result.data;
      return listings.get(listing) === true && !result.data.navLabel
        ? [
            `${where(file, [locale, 'navLabel'])}: must be the words of the page’s link in the ` +
              'navigation',
          ]
        : [];
    });
  });
  const missing = [...listings.keys()].filter((listing) => !files.has(`${listing}.json`));
  return {
    problems: [
      ...problems,
      ...missing.map(
        (listing) => `${where(`${pagesFolder}/${listing}.json`)}: the file is missing`,
      ),
    ],
    languages,
  };
}
