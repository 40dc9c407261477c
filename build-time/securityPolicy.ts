import { imageHost } from '../src/content/images.ts';

/**
 * The Content-Security-Policy: only our own scripts (no inline or eval script), styles and fonts
 * from our origin, photos from our origin and the image host. Written into every page's <meta> and
 * into `_headers` for hosts that read it.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: ${imageHost}`,
  "font-src 'self'",
  // The offline service worker fetches photos from the image host to keep them (the header also
  // governs the worker itself), and the page asks it to keep the ones it showed before it ran.
  `connect-src 'self' ${imageHost}`,
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Headers only a server can send (a <meta> cannot carry frame-ancestors, for example). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${contentSecurityPolicy}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};
