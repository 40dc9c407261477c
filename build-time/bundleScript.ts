import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { root } from './paths.ts';

/**
 * A module of `src/` bundled with what it imports into one minified classic script (an IIFE
 * that imports and exports nothing), for the browsers the site's own bundles are built for
 * (vite.config.ts): the inline script of every page's head, and the service worker.
 */
export async function bundleScript(
  entry: string,
  define?: Record<string, string>,
): Promise<string> {
  const build = await rolldown({
    input: resolve(root, entry),
    cwd: root,
    platform: 'browser',
    transform: { target: 'es2022', define },
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await build.close();
  }
}
