// The page's floor: the same build with its module scripts and module preloads taken out of every
// document, so each page is its prerendered HTML, its stylesheet, its font and its photos, with
// no code of the app. What the benchmark measures against it is what the app's JavaScript adds.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { viteImport } from './viteImport.mjs';

/** `html` without its `<script type="module">` elements and `<link rel="modulepreload">` tags. */
export const withoutModules = (html) =>
  html
    .replace(/<script\b(?=[^>]*\btype="module")[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replace(/<link\b(?=[^>]*\brel="modulepreload")[^>]*>\s*/g, '');

/** Copies the build in `from` to `to` (emptied first), every document without its modules. */
export async function makeFloor(from, to) {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
  for (const entry of await readdir(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, withoutModules(await readFile(file, 'utf8')));
  }
  // The build's compressed copies are of the documents with their modules, and they are what the
  // server sends the browser: made again, of the floor's.
  const { compressSite } = await viteImport('../../build-time/compressFiles.ts');
  await compressSite(to);
}
