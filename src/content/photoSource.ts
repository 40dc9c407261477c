/**
 * Where visitors' browsers fetch the photos from: the operator's one setting (docs/operator.md,
 * "Photos through the site's origin"), read at build time. Every photo URL, the preconnect hint,
 * the Content-Security-Policy and the service worker's photo cache follow it.
 */
export type PhotoSource =
  /**
   * The spec's way: photos straight from the image host (`imageHost` in `images.ts`), on a
   * connection of their own. Nothing to set up on the site's host.
   */
  | { readonly kind: 'host' }
  /**
   * Photos through the site's own origin, under `path` (for example `/photos`): the site's host
   * must forward `<path>/*` to the image host, query string included. The build writes Netlify's
   * rule into `_redirects`; other hosts need their own (docs/operator.md). The first photo then
   * arrives on the connection that brought the page, one connection fewer before the largest
   * paint.
   */
  | { readonly kind: 'rewrite'; readonly path: string };

// The only value in this module: a test build replaces it (build-time/photoSource.ts).
export const photoSource: PhotoSource = { kind: 'host' };
