import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { editorPath } from '../src/content/paths.ts';

/**
 * The built site's text files, compressed once by the build rather than by the host on request:
 * beside each, `x.br` and `x.gz`, which a host that serves precompressed files (scripts/serve.mjs
 * does) sends instead of `x` to a visitor who takes brotli or gzip. A host that compresses by
 * itself publishes them as files nothing links to.
 */

// Text formats; fonts and images are compressed already. The host's own instructions, `_headers`
// and `_redirects`, have no extension, so they get no copy: one would be a file anyone can fetch.
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
  '.yml',
  '.wasm',
]);

/** Beyond this size, the highest level would take seconds of the build for one file. */
const bestCompressionLimit = 1024 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Each copy's suffix (the one hosts look for), and how it is made. */
const encodings: {
  suffix: string;
  compress: (raw: Buffer, best: boolean) => Promise<Buffer>;
}[] = [
  {
    suffix: '.br',
    compress: (raw, best) =>
      brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
  },
  { suffix: '.gz', compress: (raw, best) => gzipAsync(raw, { level: best ? 9 : 6 }) },
];

/** Runs `task` on each item, at most `limit` at a time, in the items' order. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * Writes the brotli and gzip copies of every text file under `folder`. Resolves with how many
 * files it compressed and the bytes of the copies written.
 */
export async function compressSite(folder: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return compressFiles(
    entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)),
    folder,
  );
}

/**
 * Writes the brotli and gzip copies of each text file of `files`, files of the site in `folder`
 * (the ones a build wrote again).
 */
export async function compressFiles(
  paths: readonly string[],
  folder: string,
): Promise<{ files: number; bytes: number }> {
  const files = paths.filter((file) => compressible.has(extname(file)));
  // The highest level for what visitors fetch. The editor's files (a page only the owner opens,
  // never measured) at a fast one: at the highest, its bundle and WebAssembly took about as
  // much of the build as all the site's files together.
  const editorFolder = join(folder, editorPath, sep);
  const best = (file: string, size: number) =>
    size <= bestCompressionLimit && !file.startsWith(editorFolder);
  const sources = await Promise.all(
    files.map(async (file) => ({ file, content: await readFile(file) })),
  );
  // One copy at a time per core: zlib works on Node's thread pool, and more at once would only
  // share the cores. The largest first, so the editor's bundle does not finish last on its own.
  const jobs = sources
    .flatMap((source) => encodings.map((encoding) => ({ ...source, ...encoding })))
    .sort((a, b) => b.content.length - a.content.length);
  let bytes = 0;
  await eachLimited(jobs, availableParallelism(), async ({ file, content, suffix, compress }) => {
    const copy = await compress(content, best(file, content.length));
    await writeFile(`${file}${suffix}`, copy);
    bytes += copy.length;
  });
  return { files: files.length, bytes };
}
