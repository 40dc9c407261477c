import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { editorPath, mediaFolder, serviceWorkerFile } from '../src/content/paths.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';
import type { SiteWorker } from '../src/serviceWorker/siteWorker.ts';
import { bundleScript } from './bundleScript.ts';
import { photoCaching } from './photoSource.ts';

let bundled: Promise<string> | undefined;

/** What the worker keeps from the first visit: the site's pages, code, styles, fonts and icons. */
const precached = new Set(['.html', '.js', '.css', '.woff2', '.svg', '.png', '.webmanifest']);
/**
 * What it leaves: the build's own notes; the sharing picture, which only other sites fetch; the
 * owner's photos, kept as they are shown instead (below); the editor, which is not the site.
 */
const notPrecached = (path: string) =>
  path.startsWith('.') ||
  path === 'og-image.png' ||
  path === serviceWorkerFile ||
  [mediaFolder, editorPath].some((folder) => path.startsWith(`${folder}/`));
/** A file this large would cost every visitor's first visit, a kiosk's disk: the build stops. */
const largestPrecached = 2 * 1024 * 1024;

/**
 * Each file the worker keeps, by its address from the site's root (`products/index.html` under
 * `products`, as the host serves it), with the hash of its bytes, by which an update replaces
 * only what changed.
 */
async function precacheList(outDir: string) {
  const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => precached.has(extname(path)) && !notPrecached(path))
    .sort();
  return Promise.all(
    files.map(async (path) => {
      const bytes = await readFile(resolve(outDir, path));
      if (bytes.length > largestPrecached) {
        throw new Error(`The worker would keep ${path}, of ${bytes.length} bytes`);
      }
      return {
        url: path.replace(/^(.+)\/index\.html$/u, '$1'),
        revision: createHash('md5').update(bytes).digest('hex'),
        size: bytes.length,
      };
    }),
  );
}

/**
 * Writes the offline service worker of the site in `outDir`, once every other file of it is
 * written: the list of what it keeps from the first visit (every route's document, with the
 * scripts, styles, fonts and icons), where its photos come from, then the worker's code, bundled
 * once per process for every site. Resolves with how many files it keeps, and their bytes.
 */
export async function buildServiceWorker(
  photos: PhotoSource,
  outDir: string,
): Promise<{ count: number; size: number }> {
  // Workbox's development logging left out, as in any production build of it.
  const code = await (bundled ??= bundleScript('src/serviceWorker/main.ts', {
    'process.env.NODE_ENV': '"production"',
  }));
  const precache = await precacheList(outDir);
  const { urlPattern, statuses } = photoCaching(photos);
  const site: SiteWorker = {
    precache: precache.map(({ url, revision }) => ({ url, revision })),
    photos: [
      // Where this build's photos come from (`photoSource` in content/settings.json).
      { pattern: urlPattern.source, statuses, uploaded: false },
      // The owner's uploaded photos, on the site's origin.
      { pattern: `^https?://[^/]+/${mediaFolder}/`, statuses: [200], uploaded: true },
    ],
  };
  await writeFile(
    resolve(outDir, serviceWorkerFile),
    `const siteWorker=${JSON.stringify(site)};\n${code}\n`,
  );
  return { count: precache.length, size: precache.reduce((sum, file) => sum + file.size, 0) };
}
