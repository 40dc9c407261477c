import { imageHost } from '../../content/images.ts';
import {
  defaultLocale,
  localeBase,
  localePath,
  locales,
  type Locale,
} from '../../content/locales.ts';
import {
  editorPath,
  mediaFolder,
  notFoundDocument,
  serviceWorkerFile,
} from '../../content/paths.ts';
import { siteDescription } from '../../content/listings.ts';
import { sitePaths } from '../../content/pages.ts';
import { projectsOf, workItemPaths } from '../../content/projects.ts';
import { regionPagesOf } from '../../content/regionPages.ts';
import { regionsOf } from '../../content/regions.ts';
import type { PhotoSource } from '../../content/schema/photos.ts';
import { backgroundColor, siteUrl, themeColor } from '../../content/seo.ts';
import type { ContentView } from '../../content/siteContent.ts';
import {
  contentSecurityPolicy,
  editorSecurityPolicy,
  securityHeaders,
  type PolicyInlines,
  type PolicySettings,
} from './securityPolicy.ts';

/**
 * Every page of the site, in the view's language: its own, then its work's (each filter's, then
 * each project's), then each region's. Every language has the same pages: a project's file
 * holds every language, and a region's paragraph is in every language or none (the build checks).
 */
export const pagePaths = (view: ContentView): string[] => [
  ...sitePaths,
  ...workItemPaths(
    projectsOf(view).index,
    regionsOf(view).map((region) => region.name),
  ),
  ...regionPagesOf(view).pages.map((page) => page.path),
];

/** robots.txt: everything may be crawled; the sitemap lists every page in every language. */
export const robotsTxt = (view: ContentView): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(view, '/sitemap.xml')}\n`;

/**
 * Every page in every language, each listing all its versions (and English for any other
 * reader), as search engines read a multilingual site's sitemap.
 */
export const sitemapXml = (view: ContentView): string => {
  const versions = (path: string) =>
    [
      ...locales.map((locale) => [locale, siteUrl(view, localePath(locale, path))]),
      ['x-default', siteUrl(view, localePath(defaultLocale, path))],
    ]
      .map(
        ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      )
      .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pagePaths(view).flatMap((path) =>
      locales.map(
        (locale) =>
          `  <url><loc>${siteUrl(view, localePath(locale, path))}</loc>${versions(path)}</url>`,
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');
};

/**
 * Netlify's rules for each language's not-found page: an unknown path under `/es/` is answered by
 * `/es/404.html` with status 404 (Netlify serves the root `404.html` otherwise; Cloudflare Pages
 * finds the nearest `404.html` by itself).
 */
export const notFoundRules = (): string =>
  locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => `${localeBase(locale)}/*  ${localePath(locale, notFoundDocument)}  404\n`)
    .join('');

/**
 * `_headers` in the format static hosts such as Netlify and Cloudflare Pages read: security headers
 * for every file, long caching for the content-hashed assets and photos, and the editor's own
 * policy, never indexed. Where two blocks set a header, Netlify takes the later block's value (on
 * Cloudflare Pages, which joins them, the editor's block must first detach the policy:
 * docs/operator.md, "Deploying").
 */
export const headersFile = (settings: PolicySettings, inlines: PolicyInlines): string =>
  [
    '/*',
    ...Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`),
    '',
    ...[`/assets/*`, `/${mediaFolder}/*`].flatMap((path) => [
      path,
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]),
    // Both forms of the editor's address: a host may serve the folder without its slash.
    ...[`/${editorPath}`, `/${editorPath}/*`].flatMap((path) => [
      path,
      `  Content-Security-Policy: ${editorSecurityPolicy()}`,
      '  X-Robots-Tag: noindex, nofollow',
      // GitHub's login (through Netlify) opens in a popup that hands the editor its token; the
      // site's same-origin would cut the popup off from the page that opened it.
      '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
      '  Cache-Control: no-cache',
      '',
    ]),
    // The service worker must be checked on every visit, or updates would never arrive; its
    // policy (what it may fetch) can only come from its header.
    `/${serviceWorkerFile}`,
    '  Cache-Control: no-cache',
    `  Content-Security-Policy: ${contentSecurityPolicy(settings, inlines)}`,
    '',
  ].join('\n');

const appManifestFile = 'manifest.webmanifest';

/** A language's web app manifest, from the site's root: `/es/manifest.webmanifest` for Spanish. */
export const appManifestPath = (locale: Locale): string =>
  localePath(locale, `/${appManifestFile}`);

/**
 * A language's web app manifest: installed on a showroom display from one of its pages, the
 * site opens full screen at that language's Home, with the brand's name, icon and colours.
 */
export const appManifest = (view: ContentView): string =>
  JSON.stringify(
    {
      name: view.words.company.name,
      short_name: view.words.company.shortName,
      description: siteDescription(view),
      lang: view.locale,
      start_url: localePath(view.locale, '/'),
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

/**
 * `_redirects` in Netlify's format: each language's not-found page (`notFoundRules`), and, for
 * photos through the site's origin, a 200 rule that makes Netlify fetch the image host's URL and
 * answer with it (a proxy; Netlify passes the query string, the photo's size and quality, on).
 */
export function redirectsFile(source: PhotoSource): string {
  const photos =
    source.kind === 'rewrite'
      ? [
          "# Photos through the site's own origin (content/settings.json), from the image host",
          `${source.path}/*  ${imageHost}/:splat  200`,
          '',
        ].join('\n')
      : '';
  return notFoundRules() + photos;
}
