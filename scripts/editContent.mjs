// Edits made to a content folder's files, as the tests' builds and the owner's check make them.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Applies each file's edit (`edits`: by file name) to the content folder's file: to every
 * language's version, or to the settings file whole, which has none.
 */
export async function editContent(folder, edits) {
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(folder, file);
    const data = JSON.parse(await readFile(path, 'utf8'));
    if (file === 'settings.json') edit(data);
    else for (const [locale, version] of Object.entries(data)) edit(version, locale);
    await writeFile(path, JSON.stringify(data, null, 2));
  }
}
