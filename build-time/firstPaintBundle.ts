import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import { root } from './paths.ts';

/** The entry of the first-paint module (`src/firstPaint/`), which runs it. */
const entry = resolve(root, 'src/firstPaint/main.ts');

/** The module bundled now, as the dev server's pages carry it: an edit shows on reload. */
export async function bundleFirstPaint(): Promise<string> {
  const build = await rolldown({
    input: entry,
    cwd: root,
    platform: 'browser',
    // The browsers the site's own bundles are built for (vite.config.ts).
    transform: { target: 'es2022' },
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    return output[0].code.trim();
  } finally {
    await build.close();
  }
}

let bundled: Promise<string> | undefined;

/**
 * The one inline script of every page, in its head, before the stylesheet and the body: the
 * module `src/firstPaint/`, bundled with what it imports into a minified IIFE that imports and
 * exports nothing, as an inline script must. Bundled once per process: every page of every
 * language carries the same script, which the Content-Security-Policy allows by its hash.
 */
export const firstPaintScript = (): Promise<string> => (bundled ??= bundleFirstPaint());
