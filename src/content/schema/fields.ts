import { z } from 'zod';
import { mediaFolder } from '../paths.ts';
import { weekdays } from '../weekdays.ts';

/**
 * The building blocks of the content schemas, each with the message an owner reads when a value
 * is wrong: it says what was expected, in plain words. The file and the field are added by
 * `parseContent` (`./index.ts`).
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
 * What the editor at /admin needs beyond a field's type, carried in the schema's metadata so the
 * editor's configuration is generated from the schemas (`build-time/editorConfig.ts`): `title` is
 * the field's label and `description` its hint; `multiline` asks for a box of several lines;
 * `pattern` is a check the editor makes before it saves, with the message it shows (the build
 * makes the same check); `upload` asks for a photo to upload.
 */
export interface EditorMeta {
  readonly title?: string;
  readonly description?: string;
  readonly multiline?: boolean;
  readonly pattern?: readonly [source: string, message: string];
  readonly upload?: boolean;
  /** What one entry of a list is called, for the editor's "Add …" button. */
  readonly item?: string;
  /**
   * The same in every language (a name, an address, a number): the editor keeps one value for
   * all of them, and the build checks that each language's file holds it. Numbers, switches and
   * choices always are; a text is unless it says otherwise.
   */
  readonly shared?: boolean;
}

/** A schema part's editor metadata (`described(…)`), as the editor and the language check read it. */
export const metaOf = (schema: z.ZodType): EditorMeta =>
  (z.globalRegistry.get(schema) as EditorMeta | undefined) ?? {};

/** `schema` with its editor metadata; later metadata adds to what an earlier call gave. */
export const described = <Field extends z.ZodType>(schema: Field, meta: EditorMeta): Field =>
  schema.meta({ ...meta });

/** A text that must match `pattern`: checked by the build, and by the editor before it saves. */
// A text of a fixed format is a fact, not words: it is the same in every language.
export const matching = (pattern: RegExp, message: string) =>
  described(text().regex(pattern, message), { pattern: [pattern.source, message], shared: true });

/**
 * A word of an address (a project's file name, a species, an answer's place on its page):
 * lower-case letters and digits, with a hyphen between words.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;

/** A field that is a word of an address, like `example`; `more` says what it makes. */
export const addressWord = (example: string, more = '') =>
  described(matching(slugPattern, `must be lower-case words joined by hyphens, like ${example}`), {
    title: 'Its word in addresses',
    description:
      `Lower-case words joined by hyphens, like ${example}.${more ? ` ${more}` : ''} ` +
      'The same in every language; links to it stop working if it changes.',
  });

/** A day on the calendar, as 2026-05-14: it sorts as text, and every language formats it its own way. */
export const isoDate = () =>
  matching(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u,
    'must be a date written as 2026-05-14',
  );

/** A text that is the same in every language: a name, a street, a postal code. */
export const sharedText = () => described(text(), { shared: true });

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
  described(
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
    }),
    { multiline: true },
  );

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

/**
 * An amount of US dollars, cents allowed (a rate of 3.50 a square foot): above 0, or from 0 where
 * `zero` is allowed (a fee that may be free).
 */
export const dollars = (zero: 'zero allowed' | 'above zero' = 'above zero') => {
  const amount = z.number({
    error: (issue) => `must be an amount in dollars, like 4.5, not ${kindOf(issue.input)}`,
  });
  return zero === 'zero allowed'
    ? amount.min(0, 'must be 0 (free) or more')
    : amount.positive('must be more than 0');
};

/** A day of the week, in English with a capital: Monday. */
export const weekday = () =>
  z.enum(weekdays, {
    error: (issue) => `must be a day of the week, like Monday, not ${kindOf(issue.input)}`,
  });

/** A time of day on the 24-hour clock: 08:00. Two such times compare as text. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/u;

export const time = () =>
  matching(timePattern, 'must be a time on the 24-hour clock, like 08:00 or 18:30');

export const flag = () =>
  z.boolean({ error: (issue) => `must be true or false, not ${kindOf(issue.input)}` });

/** A phone number as people read it: digits with spaces, dashes, dots or brackets. */
export const phoneDisplay = () =>
  matching(
    /^\+?[\d\s().-]{7,20}$/,
    'must be a phone number as people write it, like (303) 555-0142',
  );

/** The same number in international form, for tel: and sms: links. */
export const phoneE164 = () =>
  matching(/^\+[1-9]\d{6,14}$/, 'must be the number in international form, like +13035550142');

export const email = () =>
  described(text().pipe(z.email({ error: 'must be an email address, like hello@example.com' })), {
    shared: true,
  });

/** An address on the web, https only: a visitor's browser would warn on anything else. */
export const webAddress = () =>
  described(
    text().pipe(
      z.url({
        protocol: /^https$/,
        hostname: z.regexes.domain,
        error: 'must be a web address starting with https://, like https://www.example.com',
      }),
    ),
    { shared: true },
  );

const serviceAddressMessage =
  'must be a web address starting with https://, like https://formspree.io/f/abcdwxyz';

/**
 * The address of a service the site sends to (a form service's endpoint): https, or plain http
 * on this machine alone, for a stand-in the tests run.
 */
export const serviceAddress = () =>
  described(
    text()
      .pipe(z.url({ protocol: /^https?$/, error: serviceAddressMessage }))
      .refine(
        (address) =>
          address.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/u.test(address),
        serviceAddressMessage,
      ),
    { shared: true },
  );

/**
 * A group of fields: a value of another kind is named in the message; `missing` is what the owner
 * is told when the group is not there at all, where a plainer word than "group" helps.
 */
export const group = <Shape extends z.ZodRawShape>(shape: Shape, missing?: string) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys')
        return `has a field the site does not know: ${issue.keys.join(', ')}`;
      if (issue.input === undefined && missing) return missing;
      return `must be a group of fields, not ${kindOf(issue.input)}`;
    },
  });

/** A phone number: as people read it, and for calls and texts. */
export const phoneNumber = () =>
  group({
    display: described(phoneDisplay(), { title: 'As people read it' }),
    e164: described(phoneE164(), {
      title: 'For calls and texts',
      description: 'The same number with + and the country code, no spaces: +13035550142.',
    }),
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

/** The points of a photo a crop can keep in view; the centre when none is given. */
export const focusPoints = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;
export type FocusPoint = (typeof focusPoints)[number];

/**
 * The photos an owner may upload: in the media folder, of a type the build can read. Without
 * flags, as the editor runs it too (a camera names its files .JPG).
 */
const uploadPattern = new RegExp(
  `^/${mediaFolder}/[^/]+\\.(jpe?g|JPE?G|png|PNG|webp|WEBP|avif|AVIF|tiff?|TIFF?)$`,
);

/**
 * A photo: an id on the image host, or a photo the owner uploaded (`/media/name.jpg`, the file
 * `content/media/name.jpg`), and what it shows for people who cannot see it.
 */
export const photo = () =>
  group({
    id: described(
      optional(
        matching(/^[\w-]+$/, 'must be a photo id on the image host, like 1560185008-b033106af5c3'),
      ),
      {
        title: 'Photo on the image host',
        description: 'Its id there, like 1560185008-b033106af5c3. Leave empty to use your own.',
      },
    ),
    file: described(
      optional(
        matching(
          uploadPattern,
          'must be a JPEG, PNG, WebP, AVIF or TIFF photo in the media folder ' +
            '(a phone’s HEIC photo must be saved as JPEG first)',
        ),
      ),
      {
        title: 'Or your own photo',
        description: 'Upload a photo, as large as you have it: the site makes the sizes it needs.',
        upload: true,
      },
    ),
    alt: described(text('must say what the photo shows, for people who cannot see it'), {
      title: 'What the photo shows',
      description: 'One sentence, read aloud to people who cannot see the photo.',
    }),
    focus: described(
      optional(
        z.enum(focusPoints, {
          error: `must be one of ${focusPoints.join(', ')}`,
        }),
      ),
      {
        title: 'Keep in view when cropped',
        description: 'For your own photos: the part of it that must stay on screen.',
      },
    ),
  }).superRefine((value, context) => {
    if ((value.id === undefined) === (value.file === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [value.id === undefined ? 'file' : 'id'],
        message:
          value.id === undefined
            ? 'needs a photo: give an id on the image host, or upload your own'
            : 'must be empty when the photo is on the image host: give one photo, not two',
      });
    }
  });

export type Photo = z.infer<ReturnType<typeof photo>>;

/**
 * A text the site fills in with values of its own (`{what}`, `{phone}`): each of `names` must be
 * quoted, each of `optional` may be (a language's article before a name, `{a}`, which another
 * language does without), and nothing else may be, or the page would show a `{…}` or lose a
 * value.
 */
export const templateWith = (names: readonly string[], optional: readonly string[] = []) =>
  described(
    text().superRefine((value, context) => {
      const quoted = [...value.matchAll(/\{([^{}]*)\}/gu)].map(([, name = '']) => name);
      const unknown = quoted.filter((name) => !names.includes(name) && !optional.includes(name));
      const missing = names.filter((name) => !quoted.includes(name));
      if (unknown.length > 0 || missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message:
            `must quote ${names.map((name) => `{${name}}`).join(' and ')}, ` +
            (optional.length > 0
              ? `may quote ${optional.map((name) => `{${name}}`).join(' and ')}, `
              : '') +
            'and nothing else in braces',
        });
      }
    }),
    {
      description: `The site puts its own value where it says ${[...names, ...optional].map((name) => `{${name}}`).join(', ')}.`,
    },
  );

/** A text the site fills in with values of its own, each of `names` quoted (`templateWith`). */
export const template = (...names: readonly string[]) => templateWith(names);
