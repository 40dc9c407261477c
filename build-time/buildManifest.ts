/** A chunk of Vite's build manifest (`.vite/manifest.json`): its file and what it imports. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Vite's build manifest: its chunks by their source (`src/pages/…`, `index.html`, `_shared.js`). */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** A chunk and everything it imports statically: what must arrive before it can run. */
export function staticClosure(
  manifest: BuildManifest,
  key: string,
  files = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the build manifest`);
  if (!files.has(chunk.file)) {
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  }
  return files;
}

/** The app's entry: the page `index.html` of the build, which every document starts from. */
export const appEntry = 'index.html';

/**
 * The JavaScript a page's module needs besides the app's own (which the boot script loads for
 * every page), as site paths: what the boot script preloads for that page, so its code arrives
 * with the app's instead of after it.
 */
export function pageChunks(manifest: BuildManifest, pageModule: string, base: string): string[] {
  const app = staticClosure(manifest, appEntry);
  return [...staticClosure(manifest, pageModule)]
    .filter((file) => file.endsWith('.js') && !app.has(file))
    .map((file) => `${base}${file}`);
}
