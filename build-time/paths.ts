import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { contentFolder } from '../src/content/schema/index.ts';

/** The project's root folder, where `vite.config.ts` is. */
export const root = resolve(import.meta.dirname, '..');

/**
 * The content folder this run reads: the owner's `content/`, unless SITE_CONTENT (relative to the
 * root) names another, as the unit and end-to-end tests do (scripts/testContent.mjs). Read at
 * each call, after the test runner has set it.
 */
export const contentRoot = (): string => resolve(root, process.env.SITE_CONTENT || contentFolder);

/**
 * The built site, as a static host serves it. SITE_OUT_DIR (relative to the root) puts a build
 * elsewhere: the end-to-end tests' variants of the site (scripts/buildVariants.mjs) are built
 * beside `dist/`, never over it.
 */
export const outDir = resolve(root, process.env.SITE_OUT_DIR || 'dist');

/**
 * The prerender bundle runs at build time only, so it is written outside the site's output: in a
 * folder of each output's own, so builds into different folders (the e2e variants, built side by
 * side from copies of the project that share node_modules) never write over each other's.
 */
export const prerenderOutDir = resolve(
  root,
  'node_modules/.prerender',
  createHash('sha256').update(outDir).digest('hex').slice(0, 12),
);
