import { readFileSync } from 'node:fs';
import type { BuildManifest } from '../../build-time/buildManifest.ts';
import { testedSite } from '../../scripts/siteVariants.mjs';

// The built sites, read as files: by the checks of what a build wrote (e2e/built/*.test.ts, run
// in Node once the builds are done) and by the browser's specs that need a chunk's name.

/** The folder of a build, from its `outDir` (relative to the project). */
export const buildFolder = (outDir: string): URL => new URL(`../../${outDir}/`, import.meta.url);

/** The build most specs test: the site as it ships, from the tests' frozen content. */
export const siteBuild = buildFolder(testedSite.outDir);

/** `dist/`: the site as it ships, from the owner's content. */
export const shippedBuild = buildFolder('dist');

/** The build manifest of a build of the site: its chunks by source module. */
export const builtManifest = (build = siteBuild): BuildManifest =>
  JSON.parse(readFileSync(new URL('.vite/manifest.json', build), 'utf8')) as BuildManifest;
