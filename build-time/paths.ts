import { resolve } from 'node:path';

/** The project's root folder, where `vite.config.ts` and `index.html` are. */
export const root = resolve(import.meta.dirname, '..');

/** The built site, as a static host serves it. */
export const outDir = resolve(root, 'dist');

/** The prerender bundle runs at build time only, so it is written outside the site's output. */
export const prerenderOutDir = resolve(root, 'node_modules/.prerender');
