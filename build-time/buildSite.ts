import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type * as PrerenderEntry from '../src/prerender.tsx';
import { compressSite } from './compressFiles.ts';
import { documentFileFor, renderDocument, withAppManifest } from './htmlDocument.ts';
import { outDir, prerenderOutDir } from './paths.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import type { SiteSettings } from './settings.ts';
import { appManifest, appManifestPath } from './siteFiles.ts';
import { builtLocales, localeEnvironment } from './siteLanguage.ts';
import { writeCrops } from './uploadedPhotos.ts';

/** The built `src/prerender.tsx`, run by the build only. */
type PrerenderModule = typeof PrerenderEntry;

/**
 * Builds the browser bundle and the prerender bundle separately (so the browser's chunks are
 * tree-shaken for the browser alone, without the router's server rendering code), then writes
 * one HTML document per route into the built `index.html`.
 */
export async function buildSite(builder: ViteBuilder, settings: SiteSettings): Promise<void> {
  // Language by language (build-time/siteLanguage.ts): each browser build writes its own
  // `index.html`, read as that language's template before the next build replaces it; the
  // documents are written once every build is done, so none is written over.
  const builds: {
    template: string;
    bundle: string;
    module: PrerenderModule;
  }[] = [];
  for (const locale of builtLocales()) {
    const client = builder.environments[localeEnvironment('client', locale)];
    const ssr = builder.environments[localeEnvironment('ssr', locale)];
    if (!client || !ssr) throw new Error(`The ${locale} build environments are missing`);
    await builder.build(client);
    const template = withAppManifest(
      await readFile(resolve(outDir, 'index.html'), 'utf8'),
      appManifestPath(locale),
    );
    await builder.build(ssr);
    const bundle = resolve(prerenderOutDir, locale);
    const module = (await import(
      pathToFileURL(resolve(bundle, 'prerender.js')).href
    )) as PrerenderModule;
    builds.push({ template, bundle, module });
    const manifest = resolve(outDir, appManifestPath(locale).slice(1));
    await mkdir(dirname(manifest), { recursive: true });
    await writeFile(manifest, appManifest(locale, module.siteDescription));
  }
  const crops: ReturnType<PrerenderModule['requestedCrops']> = [];
  for (const { template, bundle, module } of builds) {
    for (const url of module.prerenderUrls) {
      const file = resolve(outDir, documentFileFor(url));
      const page = await module.prerender(url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, renderDocument(template, page));
    }
    crops.push(...module.requestedCrops());
    await rm(bundle, { recursive: true, force: true });
    builder.config.logger.info(
      `Prerendered ${module.prerenderUrls.length} documents: ${module.prerenderUrls.join(' ')}`,
    );
  }
  // The owner's photos, in every shape the pages just rendered them
  // (src/content/uploadedPhotoFiles.ts).
  if (crops.length > 0) {
    const files = await writeCrops(crops, outDir);
    builder.config.logger.info(`Uploaded photos: ${files} files`);
  }

  // Last, once every document exists, so the service worker precaches the prerendered pages.
  const { count, size } = await buildServiceWorker(settings.photoSource);
  builder.config.logger.info(
    `Service worker precaches ${count} files (${Math.round(size / 1024)} KB)`,
  );
  // After every file is written, the service worker too: the host sends these copies instead.
  const compressed = await compressSite(outDir);
  builder.config.logger.info(
    `Compressed ${compressed.files} files: brotli and gzip copies (${Math.round(compressed.bytes / 1024)} KB)`,
  );
}
