import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { testContent } from '../../scripts/testContent.mjs';
import { locales, type Locale } from '../../src/content/locales.ts';
import { builtManifest, builtText, jsFiles } from './builtSite.ts';

// One build makes the pages of every language, and the browser's code carries no content: an
// island gets every word it shows as props, the rest is the pages' HTML. So the code holds no
// text of the content, in either language. (Seen failing, with 59 texts in the code, while the
// contact form's island read its words from the content.)

type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };

/** Every text of a content file's version, in order. */
const strings = (words: Json): string[] =>
  typeof words === 'string'
    ? [words]
    : typeof words === 'object' && words !== null
      ? Object.values(words).flatMap(strings)
      : [];

/** The content the tested build was made from: the tests' frozen copy. */
const contentFolder = new URL(`../../${testContent}/`, import.meta.url);

/**
 * Every file of it written per language, by its name there: the top-level files but the
 * settings (the same in every language) and the pages' listings (`pages/`).
 */
const wordFiles = [
  ...readdirSync(contentFolder).filter(
    (name) => name.endsWith('.json') && name !== 'settings.json',
  ),
  ...readdirSync(new URL('pages/', contentFolder)).map((name) => `pages/${name}`),
];

it('the browser’s code carries none of the content’s words, in any language', () => {
  /** The texts of the content, a `{fact}` cut out, long enough not to be one word found anywhere. */
  const texts = new Set(
    wordFiles.flatMap((name) =>
      locales.flatMap((locale) =>
        strings(
          (JSON.parse(readFileSync(new URL(name, contentFolder), 'utf8')) as Record<Locale, Json>)[
            locale
          ],
        )
          .flatMap((text) => text.split(/\{\w+\}/u))
          // Words, not a kind of work's or a species' name in addresses (`installation`).
          .filter((text) => text.length >= 12 && !/^[a-z0-9-]+$/u.test(text)),
      ),
    ),
  );
  expect(texts.size).toBeGreaterThan(500);
  const code = jsFiles(builtManifest())
    .map((file) => builtText(file))
    .join('\n');
  expect([...texts].filter((text) => code.includes(text))).toEqual([]);
});
