import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultLocale } from '../src/content/locales.ts';
import { contentFolder, contentSchemas, settingsFile } from '../src/content/schema/index.ts';
import { pagesFolder } from '../src/content/pages.ts';
import { pageListingSchema } from '../src/content/schema/pageListing.ts';
import { settingsSchema } from '../src/content/schema/settings.ts';
import { sharedDifferences } from '../src/content/schema/shared.ts';
import { projectSchema } from '../src/content/schema/project.ts';
import { editorConfig, editorField, type EditorField } from './editorConfig.ts';
import { workFolder } from './workContent.ts';
import { testContent } from '../scripts/testContent.mjs';
import { root } from './paths.ts';

/** The tests' frozen content. */
const frozenFolder = resolve(root, testContent);

type Json = Record<string, unknown>;

/**
 * The English version of a content file (each holds one per language), or project, as frozen;
 * the settings file whole, as every language shares it.
 */
const frozen = (file: string) => {
  const data = JSON.parse(readFileSync(resolve(frozenFolder, file), 'utf8')) as Record<
    string,
    Json
  >;
  return file === settingsFile ? (data as Json) : (data[defaultLocale] as Json);
};

const website = 'https://heartwood.example';
const [site, pages, work, settings] = editorConfig(
  { repo: 'owner/site', branch: 'main' },
  website,
).collections;
const files = site?.files ?? [];

/** Every file the editor edits, with its schema and its fields there: the projects' are one form. */
const edited = [
  ...Object.entries(contentSchemas).map(([name, schema]) => ({
    name,
    schema: schema as z.ZodType,
    fields: files.find((entry) => entry.file === `${contentFolder}/${name}`)?.fields ?? [],
  })),
  ...readdirSync(resolve(frozenFolder, pagesFolder)).map((name) => ({
    name: `${pagesFolder}/${name}`,
    schema: pageListingSchema as z.ZodType,
    fields: pages?.fields ?? [],
  })),
  ...readdirSync(resolve(frozenFolder, workFolder)).map((name) => ({
    name: `${workFolder}/${name}`,
    schema: projectSchema as z.ZodType,
    fields: work?.fields ?? [],
  })),
  {
    name: settingsFile,
    schema: settingsSchema as z.ZodType,
    fields: settings?.files?.[0]?.fields ?? [],
  },
];

/** The kind of value each widget saves. */
const saves: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  text: (value) => typeof value === 'string',
  image: (value) => typeof value === 'string',
  select: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  list: Array.isArray,
};

/** A copy of `data` without the field at `path`. */
function without(data: Json, path: readonly (string | number)[]): Json {
  const copy = structuredClone(data);
  let parent: Record<string | number, unknown> = copy;
  for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
  Reflect.deleteProperty(parent, path.at(-1) ?? '');
  return copy;
}

/** Whether the schema asks for the value at `path` when it is left out. */
const missingIsAnError = (schema: z.ZodType, data: Json, path: readonly (string | number)[]) =>
  (schema.safeParse(without(data, path)).error?.issues ?? []).some(
    (issue) =>
      ['invalid_type', 'invalid_value'].includes(issue.code) &&
      issue.path.join('.') === path.join('.'),
  );

interface Visited {
  readonly where: string;
  readonly field: EditorField;
  readonly value: unknown;
  readonly path: readonly (string | number)[];
  /** Inside a group the file may leave out (a project's before and after). */
  readonly inOptionalGroup: boolean;
}

/** Each editor field with the value it edits (a list's first entry stands for all). */
function visit(
  fields: readonly EditorField[],
  data: Json,
  at: (string | number)[] = [],
  inOptionalGroup = false,
) {
  const found: Visited[] = [];
  for (const field of fields) {
    const path = [...at, field.name];
    const value = path.reduce<unknown>((parent, part) => (parent as Json)?.[part], data);
    if (value === undefined) continue;
    found.push({ where: path.join(' › '), field, value, path, inOptionalGroup });
    const inner = field.fields as EditorField[] | undefined;
    const optional = inOptionalGroup || field.required === false;
    if (field.widget === 'object' && inner) found.push(...visit(inner, data, path, optional));
    if (field.widget === 'list' && inner && (value as unknown[]).length > 0) {
      found.push(...visit(inner, data, [...path, 0], optional));
    }
  }
  return found;
}

describe('the editor’s configuration, generated from the content schemas', () => {
  it('has one file per content file, each saved where the build reads it', () => {
    expect(files.map((file) => file.file)).toEqual(
      Object.keys(contentSchemas).map((name) => `${contentFolder}/${name}`),
    );
  });

  it('keeps the settings in one entry, one file for every language', () => {
    expect(settings?.files).toHaveLength(1);
    expect(settings?.files?.[0]).toMatchObject({ file: `${contentFolder}/${settingsFile}` });
    expect(JSON.stringify(settings)).not.toContain('i18n');
  });

  it('keeps the projects in the folder the build reads, one file each, and lets the owner add them', () => {
    expect(work).toMatchObject({
      folder: `${contentFolder}/${workFolder}`,
      create: true,
      delete: true,
      format: 'json',
    });
  });

  for (const { name, schema, fields } of edited) {
    describe(name, () => {
      const data = frozen(name);
      const visited = visit(fields, data);

      it('gives every field of the file a widget, and saves the kind of value it holds', () => {
        // Every key of the file is a field of the editor: none is out of its reach.
        const keys = (value: unknown): number =>
          Array.isArray(value)
            ? value.length > 0
              ? keys(value[0])
              : 0
            : typeof value === 'object' && value !== null
              ? Object.values(value).reduce<number>((sum, field) => sum + 1 + keys(field), 0)
              : 0;
        expect(visited.length, name).toBe(keys(data));
        for (const { where, field, value } of visited) {
          expect(saves[field.widget]?.(value), `${where} (${field.widget})`).toBe(true);
        }
      });

      // Inside a group the file may leave out, nothing: Decap would require it of an empty
      // group too. The build's check names what a given group still needs.
      it('requires exactly what the schema requires, outside a group the file may leave out', () => {
        for (const { where, field, path, inOptionalGroup } of visited) {
          expect(field.required !== false, where).toBe(
            !inOptionalGroup && missingIsAnError(schema, data, path),
          );
        }
      });

      // The settings have no languages: nothing is translated or copied (checked above).
      if (name !== settingsFile) {
        it('copies a value to every language exactly where the build holds translations to it', () => {
          for (const { where, field, value, path } of visited) {
            if (['object', 'list'].includes(field.widget)) continue;
            // A translation that words this value differently, and whether the build objects.
            const other = structuredClone(data);
            const parent = path
              .slice(0, -1)
              .reduce<Json>((node, part) => node[part] as Json, other as Json);
            parent[path.at(-1) ?? ''] = typeof value === 'string' ? `${value} (es)` : 'other';
            const held = sharedDifferences(schema, data, other).length > 0;
            expect(field.i18n, where).toBe(held ? 'duplicate' : true);
          }
        });
      }

      it('checks a format before saving only where the value passes it', () => {
        for (const { where, field, value } of visited) {
          const pattern = field.pattern as [string, string] | undefined;
          if (pattern) expect(new RegExp(pattern[0], 'u').test(String(value)), where).toBe(true);
        }
      });
    });
  }

  it('labels every field in words and offers a select’s choices from the schema', () => {
    const hours = files.find((file) => file.name === 'hours')?.fields[0];
    const entry = (hours?.fields as EditorField[] | undefined) ?? [];
    expect(hours).toMatchObject({
      widget: 'list',
      label: 'Opening hours',
      label_singular: 'line of hours',
    });
    expect(entry.find((field) => field.name === 'from')).toMatchObject({
      widget: 'select',
      options: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    });
    expect(entry.find((field) => field.name === 'opens')).toMatchObject({
      label: 'Opens at',
      required: false,
      pattern: ['^([01]\\d|2[0-3]):[0-5]\\d$', expect.stringContaining('24-hour clock')],
    });
  });

  it('asks for an uploaded photo with the image widget, and its description always', () => {
    const cards = files.find((file) => file.name === 'products')?.fields[1];
    const photo = (cards?.fields as EditorField[]).find((field) => field.name === 'photo');
    const parts = (photo?.fields as EditorField[]).map(({ name, widget, required }) => ({
      name,
      widget,
      required: required !== false,
    }));
    expect(parts).toEqual([
      { name: 'id', widget: 'string', required: false },
      { name: 'file', widget: 'image', required: false },
      { name: 'alt', widget: 'string', required: true },
      { name: 'focus', widget: 'select', required: false },
    ]);
  });

  it('logs in through another service when the build names one', () => {
    const proxied = { repo: 'owner/site', branch: 'main', authUrl: 'https://auth.example.com' };
    expect(editorConfig(proxied, website).backend).toMatchObject({
      base_url: 'https://auth.example.com',
    });
    expect(
      editorConfig({ repo: 'owner/site', branch: 'main' }, website).backend,
    ).not.toHaveProperty('base_url');
  });

  it('stops the build at a kind of value it has no widget for', () => {
    expect(() => editorField('when', z.date())).toThrow(/no field for a date \(when\)/);
  });
});
