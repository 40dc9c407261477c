import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type * as PrerenderEntry from '../src/prerender.tsx';
import { documentFileFor, renderDocument } from './htmlDocument.ts';
import { outDir, prerenderOutDir } from './paths.ts';
import { buildPhotoSource } from './photoSource.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import { writeCrops } from './uploadedPhotos.ts';

/** The built `src/prerender.tsx`, run by the build only. */
type PrerenderModule = typeof PrerenderEntry;

/**
 * Builds the browser bundle and the prerender bundle separately (so the browser's chunks are
 * tree-shaken for the browser alone, without the router's server rendering code), then writes
 * one HTML document per route into the built `index.html`.
 */
export async function buildSite(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('The client and ssr build environments are required');
  await builder.build(client);
  await builder.build(ssr);

  const entry = pathToFileURL(resolve(prerenderOutDir, 'prerender.js')).href;
  const { prerender, prerenderUrls, requestedCrops } = (await import(entry)) as PrerenderModule;
  const template = await readFile(resolve(outDir, 'index.html'), 'utf8');
  for (const url of prerenderUrls) {
    const file = resolve(outDir, documentFileFor(url));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderDocument(template, await prerender(url)));
  }
  await rm(prerenderOutDir, { recursive: true, force: true });
  builder.config.logger.info(
    `Prerendered ${prerenderUrls.length} documents: ${prerenderUrls.join(' ')}`,
  );
  // The owner's photos, in every shape the pages just rendered them (src/lib/uploadedPhotoFiles.ts).
  const crops = requestedCrops();
  if (crops.length > 0) {
    const files = await writeCrops(crops, outDir);
    builder.config.logger.info(`Uploaded photos: ${crops.length} crops, ${files} files`);
  }

  // Last, once every document exists, so the service worker precaches the prerendered pages.
  const { count, size } = await buildServiceWorker(buildPhotoSource());
  builder.config.logger.info(
    `Service worker precaches ${count} files (${Math.round(size / 1024)} KB)`,
  );
}
