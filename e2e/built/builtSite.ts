import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BuildManifest } from '../../build-time/buildManifest.ts';
import { testedSite } from '../../scripts/siteVariants.mjs';

// The built sites, read as files: by the checks of what a build wrote (e2e/built/*.test.ts, run
// in Node once the build is done) and by the browser's specs that need a chunk's name.

/** The folder of a build, from its `outDir` (relative to the project). */
export const buildFolder = (outDir: string): URL => new URL(`../../${outDir}/`, import.meta.url);

/** The build most specs test: the site as it ships, from the tests' frozen content. */
export const siteBuild = buildFolder(testedSite.outDir);

/** `dist/`: the site as it ships, from the owner's content. */
export const shippedBuild = buildFolder('dist');

/** The build manifest of a build of the site: its chunks by source module. */
export const builtManifest = (build = siteBuild): BuildManifest =>
  JSON.parse(readFileSync(new URL('.vite/manifest.json', build), 'utf8')) as BuildManifest;

/** A file of a build, as text. */
export const builtText = (file: string, build = siteBuild): string =>
  readFileSync(new URL(file, build), 'utf8');

/** A file of a build's size once gzipped, as a visitor's browser downloads it. */
export const gzipSize = (file: string, build = siteBuild): number =>
  gzipSync(readFileSync(new URL(file, build))).length;

/** The gzipped size of files of a build, together. */
export const totalGzip = (files: Iterable<string>, build = siteBuild): number =>
  [...files].reduce((sum, file) => sum + gzipSize(file, build), 0);

/** The pages a build's sitemap lists, by path. */
export const sitemapPaths = (build = siteBuild): string[] =>
  [...builtText('sitemap.xml', build).matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
    ([, address = '']) => new URL(address).pathname,
  );

/** Every JavaScript file a build wrote for the browser. */
export const jsFiles = (manifest: BuildManifest): string[] =>
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) =>
    file.endsWith('.js'),
  );

/** The islands' wake-up, which imports an island's module when the island is wanted. */
export const hydrateModule = 'src/app/hydrateIsland.tsx';

/** The motion fallback island's module, for browsers without scroll timelines. */
export const fallbackModule = 'src/motion/fallback/startMotionFallback.tsx';
