import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentFolder } from '../src/content/schema/index.ts';

/**
 * The JSON files of a content folder, parsed, by name (in name order), and a line for each that
 * is not JSON at all: such a file is listed with no value, as it is there but cannot be read.
 */
export async function readContentFiles(folder: string) {
  const files = new Map<string, unknown>();
  const unreadable: string[] = [];
  for (const name of (await readdir(folder)).filter((entry) => entry.endsWith('.json')).sort()) {
    const text = await readFile(join(folder, name), 'utf8');
    try {
      files.set(name, JSON.parse(text));
    } catch (error) {
      unreadable.push(
        `${contentFolder}/${name}: is not valid JSON (${(error as Error).message}); ` +
          'a missing comma or quote is the usual cause',
      );
      files.set(name, undefined);
    }
  }
  return { files, unreadable };
}
