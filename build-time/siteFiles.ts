import { company } from '../src/content/company.ts';
import type { ContactDelivery } from '../src/content/contactDelivery.ts';
import { serviceWorkerFile } from '../src/content/paths.ts';
import { siteDescription, sitePaths } from '../src/content/pages.ts';
import type { PhotoSource } from '../src/content/photoSource.ts';
import { backgroundColor, siteUrl, themeColor } from '../src/content/seo.ts';
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
export const headersFile = (delivery: ContactDelivery, photos: PhotoSource): string =>
  [
    '/*',
    ...Object.entries(securityHeaders(delivery, photos)).map(
      ([name, value]) => `  ${name}: ${value}`,
    ),
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    // The service worker must be checked on every visit, or updates would never arrive.
    `/${serviceWorkerFile}`,
    '  Cache-Control: no-cache',
    '',
  ].join('\n');

export const appManifestFile = 'manifest.webmanifest';

/**
 * The web app manifest: installed on a showroom display, the site opens full screen, with the
 * brand's name, icon and colours.
 */
export const appManifest = (): string =>
  JSON.stringify(
    {
      name: company.name,
      short_name: company.shortName,
      description: siteDescription,
      start_url: '/',
      scope: '/',
      display: 'fullscreen',
      display_override: ['fullscreen', 'standalone'],
      background_color: backgroundColor,
      theme_color: themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  );
