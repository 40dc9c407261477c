import type { Plugin } from 'vite';
import { isBrowserBuild } from './siteLanguage.ts';

/**
 * Keeps every component's stylesheet in the browser's one stylesheet. The pages' components run
 * at build time only (the browser runs islands), so their CSS modules are imported by the
 * browser's code only through `src/pageStyles.ts`, which uses none of their class names; and
 * Vite drops a CSS module whose names nothing uses, with its styles. Marked as a module to keep
 * whole, each keeps its styles; the bundler still leaves out a map of names nothing reads.
 */
export function pageStylesPlugin(): Plugin {
  return {
    name: 'page-styles',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: isBrowserBuild,
    transform: {
      filter: { id: /\.module\.scss$/ },
      handler: (code) => ({ code, moduleSideEffects: 'no-treeshake' }),
    },
  };
}
