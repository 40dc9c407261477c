import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type * as RenderEntry from '../src/app/renderPage.tsx';
import type { Locale } from '../src/content/locales.ts';
import type { BuildManifest } from './buildManifest.ts';
import { pageScriptEntry, siteStylesheet } from './buildManifest.ts';
import { firstPaintScript } from './firstPaintScript.ts';
import { outDir, prerenderOutDir } from './paths.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import { deliveryWarning, type SiteSettings } from './settings.ts';
import { builtLocales, localeEnvironment, manifestFile } from './siteLanguage.ts';
import { writeCrops } from './uploadedPhotos.ts';

/** The built `src/app/renderPage.tsx` of one language, run by the build only. */
type RenderModule = typeof RenderEntry;

/** Where a URL's document lives in the output folder: `/products` is `products/index.html`. */
export const documentFileFor = (url: string): string =>
  url.endsWith('.html')
    ? url.slice(1)
    : `${url.slice(1)}/index.html`.replace(/^\/|(?<=\/)\//gu, '');

/** What a language's pages link to, from its browser build's manifest. */
function builtAssets(manifest: BuildManifest): RenderEntry.PageAssets {
  const entry = manifest[pageScriptEntry];
  const styles = manifest[siteStylesheet];
  if (!entry || !styles) throw new Error('The browser build has no page script or stylesheet');
  return {
    scripts: [`/${entry.file}`],
    stylesheets: [`/${styles.file}`],
    firstPaint: firstPaintScript(),
  };
}

/** Writes a file of the site, with its folders. */
async function writeSiteFile(path: string, text: string): Promise<void> {
  const file = resolve(outDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/**
 * Builds each language's browser bundle and its render bundle separately (so the browser's
 * chunks are tree-shaken for the browser alone), then writes every document of the site with the
 * one render (`renderPage`), the site's own files, the owner's photos in every shape the pages
 * asked for, and the service worker.
 */
export async function buildSite(builder: ViteBuilder, settings: SiteSettings): Promise<void> {
  const warning = deliveryWarning(settings.contactDelivery);
  if (warning) builder.config.logger.warn(warning);
  const built = builtLocales();
  const renders: { locale: Locale; module: RenderModule; assets: RenderEntry.PageAssets }[] = [];
  // Language by language (build-time/siteLanguage.ts); the documents are written once every
  // build is done, as a later browser build empties nothing but may replace shared files.
  for (const locale of built) {
    const client = builder.environments[localeEnvironment('client', locale)];
    const ssr = builder.environments[localeEnvironment('ssr', locale)];
    if (!client || !ssr) throw new Error(`The ${locale} build environments are missing`);
    await builder.build(client);
    await builder.build(ssr);
    const manifest = JSON.parse(
      await readFile(resolve(outDir, manifestFile(locale)), 'utf8'),
    ) as BuildManifest;
    const module = (await import(
      pathToFileURL(resolve(prerenderOutDir, locale, 'renderPage.js')).href
    )) as RenderModule;
    renders.push({ locale, module, assets: builtAssets(manifest) });
  }
  const crops: ReturnType<RenderModule['requestedCrops']> = [];
  for (const { locale, module, assets } of renders) {
    const site = { settings, assets };
    const addresses = module.documentAddresses();
    for (const address of addresses) {
      const { html } = await module.renderPage(address, site);
      await writeSiteFile(documentFileFor(address), html);
    }
    // The site's files are every language's: English's render writes them, each its manifest.
    for (const [path, text] of Object.entries(module.siteFiles(site, built))) {
      if (locale === built[0] || path.endsWith('.webmanifest')) await writeSiteFile(path, text);
    }
    crops.push(...module.requestedCrops());
    builder.config.logger.info(`Rendered ${addresses.length} documents: ${addresses.join(' ')}`);
  }
  await rm(prerenderOutDir, { recursive: true, force: true });
  // The owner's photos, in every shape the pages just rendered them
  // (src/content/uploadedPhotoFiles.ts).
  if (crops.length > 0) {
    const files = await writeCrops(crops, outDir);
    builder.config.logger.info(`Uploaded photos: ${files} files`);
  }

  // Last, once every document exists, so the service worker precaches the rendered pages.
  const { count, size } = await buildServiceWorker(settings.photoSource);
  builder.config.logger.info(
    `Service worker precaches ${count} files (${Math.round(size / 1024)} KB)`,
  );
}
