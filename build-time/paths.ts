import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { contentFolder } from '../src/content/schema/index.ts';

/** The project's root folder, where `vite.config.ts` is. */
export const root = resolve(import.meta.dirname, '..');

/** The owner's content folder: what the site ships, the dev server and `npm run build` read. */
export const ownerContent = resolve(root, contentFolder);

/**
 * The built site, as a static host serves it. SITE_OUT_DIR (relative to the root) puts a build
 * elsewhere: the benchmark's site with photos through its origin is built beside `dist/`, never
 * over it.
 */
export const outDir = resolve(root, process.env.SITE_OUT_DIR || 'dist');

/**
 * The render's bundle runs at build time only, so it is written outside the site's output: in a
 * folder of each output's own, so builds into different folders never write over each other's.
 */
export const renderOutDir = (siteDir: string): string =>
  resolve(
    root,
    'node_modules/.site-render',
    createHash('sha256').update(siteDir).digest('hex').slice(0, 12),
  );
