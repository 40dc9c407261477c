/** A chunk of Vite's build manifest (`.vite/manifest.json`): its file and what it imports. */
export interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Vite's build manifest: its chunks by their source (`src/pages/…`, `src/site.ts`, `_shared.js`). */
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

/** The page script's entry, which every document starts with. */
export const pageScriptEntry = 'src/site.ts';
