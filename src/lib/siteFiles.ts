import { sitePaths } from '../content/paths.ts';
import { siteUrl } from './pageHead.ts';
import { securityHeaders } from './securityPolicy.ts';

/** robots.txt: everything may be crawled; the sitemap lists the five routes. */
export const robotsTxt = (): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl('/sitemap.xml')}\n`;

export const sitemapXml = (): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitePaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');

/**
 * `_headers` in the format static hosts such as Netlify and Cloudflare Pages read: security headers
 * for every file, and long caching for the content-hashed assets.
 */
export const headersFile = (): string =>
  [
    '/*',
    ...Object.entries(securityHeaders).map(([name, value]) => `  ${name}: ${value}`),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
