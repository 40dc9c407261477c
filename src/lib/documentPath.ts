/**
 * The route a prerendered document was made for, from any URL form a static host serves it at:
 * `/about/index.html` and `/about/` are `/about`, `/index.html` is `/`.
 */
export function documentPath(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
}
