import { z } from 'zod';
import { weekdays } from '../weekdays.ts';

/**
 * The building blocks of the content schemas, each with the message an owner reads when a value
 * is wrong: it says what was expected, in plain words. The file and the field are added by
 * `checkContent` (`./index.ts`).
 */

/** What a value of the wrong kind is called in a message ("a number", "a list"). */
const kindOf = (input: unknown): string => {
  if (input === undefined) return 'nothing';
  if (input === null) return 'an empty value';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'string') return `the text "${input}"`;
  if (typeof input === 'object') return 'a group of fields';
  return `${typeof input === 'number' ? 'the number' : 'the value'} ${String(input)}`;
};

/**
 * A required text: present, a string, and not blank (a page never shows an empty field).
 * `empty` is what the owner is told when it is blank.
 */
export const text = (empty = 'must not be empty') =>
  z.string({ error: (issue) => `must be text, not ${kindOf(issue.input)}` }).regex(/\S/, empty);

/**
 * The facts a text may quote as `{years}`: the site fills them in from `company.json` and
 * `regions.json`, so a number or a name changed there changes everywhere it is quoted.
 */
export const placeholders = [
  'company',
  'shortName',
  'years',
  'projects',
  'states',
  'city',
  'regions',
] as const;
export type Placeholder = (typeof placeholders)[number];

const known: ReadonlySet<string> = new Set(placeholders);

/** A required text that may quote facts (`placeholders`); any other `{…}` is named. */
export const prose = () =>
  text().superRefine((value, context) => {
    for (const [quoted, name = ''] of value.matchAll(/\{([^{}]*)\}/gu)) {
      if (!known.has(name)) {
        context.addIssue({
          code: 'custom',
          message:
            `${quoted} is not a fact the site can fill in; it knows ` +
            placeholders.map((placeholder) => `{${placeholder}}`).join(', '),
        });
      }
    }
  });

/**
 * A value the owner may leave out. An editor writes a cleared text field as "", which counts as
 * left out.
 */
export const optional = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => (value === '' ? undefined : value), field.optional());

/** A whole number of at least `min`. */
export const count = (min = 0) =>
  z
    .number({ error: (issue) => `must be a number, not ${kindOf(issue.input)}` })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`);

/** A day of the week, in English with a capital: Monday. */
export const weekday = () =>
  z.enum(weekdays, {
    error: (issue) => `must be a day of the week, like Monday, not ${kindOf(issue.input)}`,
  });

/** A time of day on the 24-hour clock: 08:00. Two such times compare as text. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/u;

export const time = () =>
  text().regex(timePattern, 'must be a time on the 24-hour clock, like 08:00 or 18:30');

export const flag = () =>
  z.boolean({ error: (issue) => `must be true or false, not ${kindOf(issue.input)}` });

/** A phone number as people read it: digits with spaces, dashes, dots or brackets. */
export const phoneDisplay = () =>
  text().regex(
    /^\+?[\d\s().-]{7,20}$/,
    'must be a phone number as people write it, like (303) 555-0142',
  );

/** The same number in international form, for tel: and sms: links. */
export const phoneE164 = () =>
  text().regex(/^\+[1-9]\d{6,14}$/, 'must be the number in international form, like +13035550142');

export const email = () =>
  text().pipe(z.email({ error: 'must be an email address, like hello@example.com' }));

/** An address on the web, https only: a visitor's browser would warn on anything else. */
export const webAddress = () =>
  text().pipe(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: 'must be a web address starting with https://, like https://www.example.com',
    }),
  );

/** A group of fields: a value of another kind is named in the message. */
export const group = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `has a field the site does not know: ${issue.keys.join(', ')}`
        : `must be a group of fields, not ${kindOf(issue.input)}`,
  });

/** A list of at least `min` entries. */
export const list = <Item extends z.ZodType>(item: Item, min = 1) =>
  z
    .array(item, { error: (issue) => `must be a list, not ${kindOf(issue.input)}` })
    .min(min, `must have at least ${min} ${min === 1 ? 'entry' : 'entries'}`);

/** A list whose entries differ in `key`: the first repeat is named, where it is. */
export const uniqueList = <Item extends z.ZodType<Record<string, unknown>>>(
  item: Item,
  key: string,
  min = 1,
) =>
  list(item, min).superRefine((entries, context) => {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      const value = entry[key];
      if (seen.has(value)) {
        context.addIssue({
          code: 'custom',
          path: [index, key],
          message: `"${String(value)}" is used twice: each ${key} must be different`,
        });
      }
      seen.add(value);
    });
  });

/** A photo on the image host: its id there, and what it shows for people who cannot see it. */
export const photo = () =>
  group({
    id: text().regex(
      /^[\w-]+$/,
      'must be a photo id on the image host, like 1560185008-b033106af5c3',
    ),
    alt: text('must say what the photo shows, for people who cannot see it'),
  });

export type Photo = z.infer<ReturnType<typeof photo>>;
