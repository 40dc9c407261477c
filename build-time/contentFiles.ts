import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentFolder } from '../src/content/schema/index.ts';

/**
 * The JSON files of a content folder, or of one of its folders (`subfolder`: `work`, `pages`),
 * parsed, by name (in name order), and a line for each that is not JSON at all: such a file is
 * listed with no value, as it is there but cannot be read. A folder that is not there has none.
 */
export async function readContentFiles(folder: string, subfolder?: string) {
  const files = new Map<string, unknown>();
  const unreadable: string[] = [];
  const read = subfolder === undefined ? folder : join(folder, subfolder);
  const shown = subfolder === undefined ? contentFolder : `${contentFolder}/${subfolder}`;
  const names = await readdir(read).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const name of names.filter((entry) => entry.endsWith('.json')).sort()) {
    const text = await readFile(join(read, name), 'utf8');
    try {
      files.set(name, JSON.parse(text));
    } catch (error) {
      unreadable.push(
        `${shown}/${name}: is not valid JSON (${(error as Error).message}); ` +
          'a missing comma or quote is the usual cause',
      );
      files.set(name, undefined);
    }
  }
  return { files, unreadable };
}
