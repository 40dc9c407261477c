import { bundleScript } from './bundleScript.ts';

/** The module bundled now, as the dev server's pages carry it: an edit shows on reload. */
export const bundleFirstPaint = (): Promise<string> => bundleScript('src/firstPaint/main.ts');

let bundled: Promise<string> | undefined;

/**
 * The one inline script of every page, in its head, before the stylesheet and the body: the
 * module `src/firstPaint/`, bundled with what it imports into a minified IIFE that imports and
 * exports nothing, as an inline script must. Bundled once per process: every page of every
 * language carries the same script, which the Content-Security-Policy allows by its hash.
 */
export const firstPaintScript = (): Promise<string> => (bundled ??= bundleFirstPaint());
