import type { Plugin } from 'vite';
import { isBrowserBuild } from './siteLanguage.ts';

/** V8's explicit compile hint (Chrome 136 and later): compile every function of this file now. */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The shortest chunk worth the hint, in characters of minified code. A shorter one's functions
 * compile in moments at their first call, while the hint's bytes would count against every
 * page's JavaScript budget.
 */
export const compileHintMinLength = 5 * 1024;

/**
 * Starts each browser chunk of some length with the compile hint. Without it, V8 compiles a
 * function at its first call, on the main thread; hydration calls most of React and of the page
 * for the first time, and on a slow phone those compilations made up much of its long tasks.
 * With it, a chunk's functions are compiled as it streams in, on a background thread. The chunks
 * that long run most of their code as they load: the framework, the app, Home's and the contact
 * page's code, the hero's parallax, the worker's registration, a kiosk's QR codes. Other engines
 * ignore the comment.
 *
 * Added last, once the chunks are minified (which drops comments) and Vite has put its list of
 * preloads at a chunk's top: the hint must come before the chunk's first function.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    applyToEnvironment: isBrowserBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.code.length < compileHintMinLength) continue;
          chunk.code = `${compileHint}\n${chunk.code}`;
          // A source map, if the build writes one, starts a line later.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
