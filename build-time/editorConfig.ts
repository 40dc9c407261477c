import type { z } from 'zod';
import type { EditorBackend } from './settings.ts';
import { type EditorMeta, metaOf } from '../src/content/schema/fields.ts';
import { defaultLocale, locales } from '../src/content/locales.ts';
import { contentFolder, contentSchemas, settingsFile } from '../src/content/schema/index.ts';
import { pagesFolder } from '../src/content/pages.ts';
import { pageListingSchema } from '../src/content/schema/pageListing.ts';
import { settingsSchema } from '../src/content/schema/settings.ts';
import { mediaFolder } from '../src/content/paths.ts';
import { projectSchema } from '../src/content/schema/project.ts';
import { workFolder } from './workContent.ts';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from the content schemas, so
 * the editor and the build's check cannot disagree: each field of a schema is a field of the
 * editor, required where the schema requires it, a list where it is a list, with the schema's
 * label, hint and format checks. A schema part with no widget here stops the build.
 */

/** A field of Decap's configuration (decapcms.org/docs/widgets). */
export interface EditorField {
  readonly name: string;
  readonly label: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly [option: string]: unknown;
}

/** "yearsExperience" as a label: "Years experience". */
const labelFor = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/gu, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A check of a number or list (`min_length`, `greater_than`…) and its bound, if it has one. */
function bound(schema: z.ZodType, kind: string): number | undefined {
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: number; minimum?: number };
    if (def.check === kind) return def.value ?? def.minimum;
  }
  return undefined;
}

/** The first text field of a list's entries names each entry in the collapsed list. */
const summaryOf = (fields: readonly EditorField[]): string | undefined => {
  const named = fields.find((field) => ['string', 'select'].includes(field.widget));
  return named && `{{fields.${named.name}}}`;
};

/**
 * The editor's field for `schema` under `name`. `outer` is the metadata of the wrappers around
 * it (an optional text's label is given to the optional, not the text inside).
 */
export function editorField(name: string, schema: z.ZodType, outer: EditorMeta = {}): EditorField {
  const meta = { ...metaOf(schema), ...outer };
  const def = schema.def;
  // Words are written in each language; a fact shared by all (EditorMeta.shared) is written once,
  // in English, and copied to the others. Groups and lists hold both kinds.
  const words = ['string', 'object', 'array'].includes(def.type) && meta.shared !== true;
  const base = {
    name,
    label: meta.title ?? labelFor(name),
    ...(meta.description ? { hint: meta.description } : {}),
    i18n: words ? true : 'duplicate',
  };
  switch (def.type) {
    case 'optional':
      // Optional all the way down: Decap checks a required field inside an optional group even
      // when the group is left empty, which would refuse a project without its before and after.
      // Once the group is given, the build's check names what it still needs (the schema).
      return optionalThroughout(
        editorField(name, (def as z.core.$ZodOptionalDef).innerType as z.ZodType, meta),
      );
    case 'pipe': {
      // A preprocess (its input a transform) is described by what it checks; a text piped into
      // a format check (an email) by the text an owner types.
      const { in: input, out } = def as z.core.$ZodPipeDef;
      const described = input._zod.def.type === 'transform' ? out : input;
      return editorField(name, described as z.ZodType, meta);
    }
    case 'string':
      return {
        ...base,
        widget: meta.upload ? 'image' : meta.multiline ? 'text' : 'string',
        ...(meta.upload ? { choose_url: false } : {}),
        ...(meta.pattern ? { pattern: [...meta.pattern] } : {}),
      };
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: 'int',
        ...(bound(schema, 'greater_than') === undefined
          ? {}
          : { min: bound(schema, 'greater_than') }),
        ...(bound(schema, 'less_than') === undefined ? {} : { max: bound(schema, 'less_than') }),
      };
    case 'boolean':
      // An untouched switch is saved as false, not left out.
      return { ...base, widget: 'boolean', default: false };
    case 'enum':
      return {
        ...base,
        widget: 'select',
        options: Object.values((def as z.core.$ZodEnumDef).entries),
      };
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(schema) };
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element as z.ZodType;
      const min = bound(schema, 'min_length');
      const list = {
        ...base,
        widget: 'list',
        ...(meta.item ? { label_singular: meta.item } : {}),
        ...(min === undefined ? {} : { min }),
      };
      if (element.def.type !== 'object') return { ...list, field: editorField('item', element) };
      const fields = objectFields(element);
      return { ...list, summary: summaryOf(fields), collapsed: true, fields };
    }
    default:
      throw new Error(
        `The editor has no field for a ${def.type} (${name}): add one in ${import.meta.filename}`,
      );
  }
}

const optionalThroughout = (field: EditorField): EditorField => ({
  ...field,
  required: false,
  ...(Array.isArray(field.fields)
    ? { fields: (field.fields as EditorField[]).map(optionalThroughout) }
    : {}),
});

/** A field as a file with no languages holds it: one value, nothing translated or copied. */
const oneLanguage = (field: EditorField): EditorField => ({
  ...(Object.fromEntries(
    Object.entries(field).filter(([option]) => option !== 'i18n'),
  ) as EditorField),
  ...(Array.isArray(field.fields)
    ? { fields: (field.fields as EditorField[]).map(oneLanguage) }
    : {}),
  ...(field.field ? { field: oneLanguage(field.field as EditorField) } : {}),
});

function objectFields(schema: z.ZodType): EditorField[] {
  const { shape } = schema.def as z.core.$ZodObjectDef;
  return Object.entries(shape).map(([name, field]) => editorField(name, field as z.ZodType));
}

/**
 * Decap's configuration, fields from the schemas: one collection with a file per content file,
 * the pages' listings (a file per page of the table), the company's projects, a folder the owner adds files to (each named by its title, which
 * becomes the project's part of its address, `/work/<region>/<name>`), and the settings, one
 * file every language shares.
 */
export function editorConfig(backend: EditorBackend, website: string) {
  const settings = { title: 'Settings', ...metaOf(settingsSchema) };
  return {
    backend: {
      name: 'github',
      repo: backend.repo ?? '',
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      // Each save is one commit, which the host's next build publishes.
      commit_messages: { update: 'Edit {{slug}} in the editor' },
    },
    // `npm run admin`: on this machine the editor saves into the working folder through
    // decap-server, without logging in; on the web it never looks for it.
    local_backend: true,
    site_url: new URL('/', website).href,
    display_url: new URL('/', website).href,
    media_folder: `${contentFolder}/${mediaFolder}`,
    public_folder: `/${mediaFolder}`,
    // Each file in every language, side by side, saved as one file with a version per language
    // (`{ "en": {…}, "es": {…} }`: Decap allows no other structure for a collection of files).
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        name: 'site',
        label: 'Site content',
        editor: { preview: false },
        i18n: true,
        files: Object.entries(contentSchemas).map(([file, schema]) => {
          const meta = metaOf(schema);
          const name = file.replace(/\.json$/u, '');
          return {
            name,
            label: meta.title ?? labelFor(name),
            ...(meta.description ? { description: meta.description } : {}),
            file: `${contentFolder}/${file}`,
            format: 'json',
            i18n: true,
            fields: objectFields(schema),
          };
        }),
      },
      {
        name: pagesFolder,
        label: metaOf(pageListingSchema).title ?? labelFor(pagesFolder),
        description:
          'Each page’s title and description in search results, and its link in the navigation.',
        folder: `${contentFolder}/${pagesFolder}`,
        // A page is added by a developer (a row and a module); the owner words it.
        create: false,
        delete: false,
        format: 'json',
        extension: 'json',
        identifier_field: 'title',
        editor: { preview: false },
        i18n: true,
        fields: objectFields(pageListingSchema),
      },
      {
        name: workFolder,
        label: 'Our work: projects',
        label_singular: 'project',
        description: 'The company’s finished projects, newest first on the site.',
        folder: `${contentFolder}/${workFolder}`,
        create: true,
        delete: true,
        format: 'json',
        extension: 'json',
        identifier_field: 'title',
        slug: '{{slug}}',
        editor: { preview: false },
        i18n: true,
        fields: objectFields(projectSchema),
      },
      {
        name: 'settings',
        label: settings.title,
        editor: { preview: false },
        files: [
          {
            name: 'settings',
            label: settings.title,
            description: settings.description,
            file: `${contentFolder}/${settingsFile}`,
            format: 'json',
            fields: objectFields(settingsSchema).map(oneLanguage),
          },
        ],
      },
    ],
  };
}
