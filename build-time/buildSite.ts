import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import type * as RenderEntry from '../src/app/renderPage.tsx';
import { serviceWorkerFile } from '../src/content/paths.ts';
import type { SiteContent } from '../src/content/siteContent.ts';
import type { BuildManifest } from './buildManifest.ts';
import { pageScriptEntry } from './buildManifest.ts';
import { compressFiles, compressSite } from './compressFiles.ts';
import { backendWarning, writeEditorBundle, writeEditorPage } from './editor.ts';
import { firstPaintScript } from './firstPaintBundle.ts';
import { pageStylesFile, type PageStyles } from './pageStyles.ts';
import { renderOutDir, root } from './paths.ts';
import { buildServiceWorker } from './serviceWorker.ts';
import { deliveryWarning, siteSettings } from './settings.ts';
import { siteContent } from './siteContent.ts';
import type { SiteBuild } from './sites.ts';
import { writeCrops } from './uploadedPhotos.ts';

/** The built `src/app/renderPage.tsx`, run by the build only. */
type RenderModule = typeof RenderEntry;

/** Where a URL's document lives in the output folder: `/products` is `products/index.html`. */
export const documentFileFor = (url: string): string =>
  url.endsWith('.html')
    ? url.slice(1)
    : `${url.slice(1)}/index.html`.replace(/^\/|(?<=\/)\//gu, '');

/**
 * What the pages link to: the page script, from the browser build's manifest, and each page's
 * stylesheets, as the render's build made them (build-time/pageStyles.ts).
 */
async function builtAssets(
  manifest: BuildManifest,
  styles: PageStyles,
): Promise<RenderEntry.PageAssets> {
  const entry = manifest[pageScriptEntry];
  if (!entry) throw new Error('The browser build has no page script');
  return {
    scripts: [`/${entry.file}`],
    stylesheetsOf: (module) => {
      const sheets = styles[module];
      if (!sheets) throw new Error(`The render's build made no stylesheet for ${module}`);
      return sheets;
    },
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

/** Every file of a folder, by its path from it. */
const filesOf = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

/** Each site a build writes, its sets of other settings among them, as a site of its own. */
const everySite = (sites: readonly SiteBuild[]): SiteBuild[] =>
  sites.flatMap((site) => [
    site,
    ...(site.sets ?? []).map((set) => ({
      content: site.content,
      outDir: set.outDir,
      env: { ...site.env, ...set.env },
    })),
  ]);

/**
 * Builds the browser bundle and the render's bundle once (the browser's chunks are tree-shaken
 * for the browser alone), then writes each site with the one render (`renderPage`), from its
 * content and settings. The files every site shares (the browser's bundle, the public files, the
 * editor's code, with their compressed copies) are made once, in the first site's folder, and
 * copied into each other's; then each site gets its documents of every language and its site
 * files, the owner's photos in every shape its pages asked for, the editor's page, its service
 * worker, and the compressed copies of those.
 */
export async function buildSite(builder: ViteBuilder, sites: readonly SiteBuild[]): Promise<void> {
  const { logger } = builder.config;
  const { client, ssr } = builder.environments;
  const [first, ...others] = everySite(sites);
  if (!client || !ssr || !first) throw new Error('The build has no browser, render or site');
  const bundleDir = resolve(root, first.outDir);
  await builder.build(client);
  await builder.build(ssr);
  const renderDir = renderOutDir(bundleDir);
  const manifest = JSON.parse(
    await readFile(resolve(bundleDir, '.vite/manifest.json'), 'utf8'),
  ) as BuildManifest;
  const styles = JSON.parse(
    await readFile(resolve(renderDir, pageStylesFile), 'utf8'),
  ) as PageStyles;
  const assets = await builtAssets(manifest, styles);
  const render = (await import(
    pathToFileURL(resolve(renderDir, 'renderPage.js')).href
  )) as RenderModule;
  // The files the render's build made for the pages (their stylesheets, the font), beside the
  // browser's: what it made for itself, its code, stays with it.
  for (const file of await readdir(resolve(renderDir, 'assets'))) {
    if (!file.endsWith('.js'))
      await cp(resolve(renderDir, 'assets', file), resolve(bundleDir, 'assets', file));
  }
  await writeEditorBundle(bundleDir);
  await compressSite(bundleDir);
  const shared = await filesOf(bundleDir);

  const contents = new Map<string, Promise<SiteContent>>();
  for (const build of [first, ...others]) {
    const folder = resolve(root, build.outDir);
    if (folder !== bundleDir) {
      await rm(folder, { recursive: true, force: true });
      for (const file of shared) {
        await mkdir(dirname(join(folder, file)), { recursive: true });
        await cp(join(bundleDir, file), join(folder, file));
      }
    }
    const contentFolder = resolve(root, build.content);
    if (!contents.has(contentFolder)) contents.set(contentFolder, siteContent(contentFolder));
    const content = await (contents.get(contentFolder) as Promise<SiteContent>);
    const settings = siteSettings({ ...process.env, ...build.env }, contentFolder);
    if (build === first) {
      for (const warning of [
        deliveryWarning(settings.contactDelivery),
        backendWarning(settings.editorBackend),
      ]) {
        if (warning) logger.warn(warning);
      }
    }
    const site = { content, settings, assets };
    const documents = render.documentAddresses(content);
    const written: string[] = [];
    for (const { address, locale } of documents) {
      const { html } = await render.renderPage(address, { ...site, locale });
      written.push(await writeSiteFile(folder, documentFileFor(address), html));
    }
    for (const [path, text] of Object.entries(render.siteFiles(site))) {
      written.push(await writeSiteFile(folder, path, text));
    }
    // The owner's photos, in every shape the pages just rendered them
    // (src/content/uploadedPhotoFiles.ts).
    const crops = render.requestedCrops(content.photos);
    const photos = crops.length > 0 ? await writeCrops(crops, folder, contentFolder) : 0;
    written.push(...(await writeEditorPage(folder, content, settings.editorBackend)));
    // Once every document exists, so the service worker precaches the rendered pages.
    const worker = await buildServiceWorker(settings.photoSource, folder);
    written.push(resolve(folder, serviceWorkerFile));
    // Last, once every file is written: the host sends these copies.
    await compressFiles(written, folder);
    logger.info(
      `${build.outDir}: ${documents.length} documents, ` +
        `${photos} files of uploaded photos; its service worker precaches ${worker.count} files ` +
        `(${Math.round(worker.size / 1024)} KB)`,
    );
  }
  await rm(renderDir, { recursive: true, force: true });
}
