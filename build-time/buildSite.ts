import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type * as RenderEntry from '../src/app/renderPage.tsx';
import type { Locale } from '../src/content/locales.ts';
import { serviceWorkerFile } from '../src/content/paths.ts';
import type { BuildManifest } from './buildManifest.ts';
import { pageScriptEntry, siteStylesheet } from './buildManifest.ts';
import { compressFiles, compressSite } from './compressFiles.ts';
import { firstPaintScript } from './firstPaintBundle.ts';
import { outDir, prerenderOutDir, root } from './paths.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import { deliveryWarning, settingSets, type SiteSettings } from './settings.ts';
import { builtLocales, localeEnvironment, manifestFile } from './siteLanguage.ts';
import { writeCrops } from './uploadedPhotos.ts';

/** The built `src/app/renderPage.tsx` of one language, run by the build only. */
type RenderModule = typeof RenderEntry;

/** One language's render, with what its pages link to. */
interface LanguageRender {
  readonly locale: Locale;
  readonly module: RenderModule;
  readonly assets: RenderEntry.PageAssets;
}

/** Where a URL's document lives in the output folder: `/products` is `products/index.html`. */
export const documentFileFor = (url: string): string =>
  url.endsWith('.html')
    ? url.slice(1)
    : `${url.slice(1)}/index.html`.replace(/^\/|(?<=\/)\//gu, '');

/** What a language's pages link to, from its browser build's manifest. */
async function builtAssets(manifest: BuildManifest): Promise<RenderEntry.PageAssets> {
  const entry = manifest[pageScriptEntry];
  const styles = manifest[siteStylesheet];
  if (!entry || !styles) throw new Error('The browser build has no page script or stylesheet');
  return {
    scripts: [`/${entry.file}`],
    stylesheets: [`/${styles.file}`],
    firstPaint: await firstPaintScript(),
  };
}

/** Writes a file of a site, with its folders. */
async function writeSiteFile(folder: string, path: string, text: string): Promise<string> {
  const file = resolve(folder, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/**
 * Writes a site into `folder` with the one render: every document of every language, and the
 * site's own files (robots.txt, the sitemap, `_headers`, `_redirects`, each language's app
 * manifest). Returns the files it wrote.
 */
async function renderSite(
  renders: readonly LanguageRender[],
  settings: SiteSettings,
  folder: string,
): Promise<string[]> {
  const built = renders.map(({ locale }) => locale);
  const written: string[] = [];
  for (const { locale, module, assets } of renders) {
    const site = { settings, assets };
    for (const address of module.documentAddresses()) {
      const { html } = await module.renderPage(address, site);
      written.push(await writeSiteFile(folder, documentFileFor(address), html));
    }
    // The site's files are every language's: the first's render writes them, each its manifest.
    for (const [path, text] of Object.entries(module.siteFiles(site, built))) {
      if (locale === built[0] || path.endsWith('.webmanifest')) {
        written.push(await writeSiteFile(folder, path, text));
      }
    }
  }
  return written;
}

/**
 * Builds each language's browser bundle and its render bundle separately (so the browser's
 * chunks are tree-shaken for the browser alone), then writes the site with the one render
 * (`renderPage`), the owner's photos in every shape the pages asked for, and the service worker;
 * then each other site the tests asked for (`settingSets`): the same files with other settings.
 */
export async function buildSite(builder: ViteBuilder, settings: SiteSettings): Promise<void> {
  const { logger } = builder.config;
  const warning = deliveryWarning(settings.contactDelivery);
  if (warning) logger.warn(warning);
  const renders: LanguageRender[] = [];
  // Language by language (build-time/siteLanguage.ts): each browser build writes into the same
  // folder, beside the others.
  for (const locale of builtLocales()) {
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
    renders.push({ locale, module, assets: await builtAssets(manifest) });
  }
  const written = await renderSite(renders, settings, outDir);
  logger.info(`Rendered ${written.filter((file) => file.endsWith('.html')).length} documents`);
  // The owner's photos, in every shape the pages just rendered them
  // (src/content/uploadedPhotoFiles.ts).
  const crops = renders.flatMap(({ module }) => module.requestedCrops());
  if (crops.length > 0) logger.info(`Uploaded photos: ${await writeCrops(crops, outDir)} files`);
  // Once every document exists, so the service worker precaches the rendered pages.
  const { count, size } = await buildServiceWorker(settings.photoSource, outDir);
  logger.info(`Service worker precaches ${count} files (${Math.round(size / 1024)} KB)`);
  // Last, once every file is written, the service worker too: the host sends these copies.
  const compressed = await compressSite(outDir);
  logger.info(
    `Compressed ${compressed.files} files: brotli and gzip copies (${Math.round(compressed.bytes / 1024)} KB)`,
  );

  for (const set of settingSets()) {
    const folder = resolve(root, set.outDir);
    await rm(folder, { recursive: true, force: true });
    // The same files, their compressed copies too, then what the settings write over them
    // (the documents, the site's own files, the service worker), each compressed anew.
    await cp(outDir, folder, { recursive: true });
    const written = await renderSite(renders, set.settings, folder);
    await buildServiceWorker(set.settings.photoSource, folder);
    await compressFiles([...written, resolve(folder, serviceWorkerFile)], folder);
    logger.info(`Rendered ${set.outDir} with its own settings`);
  }
  await rm(prerenderOutDir, { recursive: true, force: true });
}
