import fontUrl from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
// public/favicon.svg as text: the import resolver cannot follow Vite's `?raw` to its file.
// eslint-disable-next-line boundaries/dependencies
import faviconSvg from '../../../public/favicon.svg?raw';
import { themeColor } from '../../content/seo.ts';
import type { HeadElement } from './pageHead.ts';
import type { PageSettings } from '../../content/schema/settings.ts';
import { analyticsScript } from '../../content/analyticsMark.ts';
import { contentSecurityPolicy, photoOrigins, type PolicyInlines } from './securityPolicy.ts';
import { appManifestPath } from './siteFiles.ts';
import { speculationRules } from './speculationRules.ts';
import type { Locale } from '../../content/locales.ts';

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * An element's start tag with its attributes, escaped: `true` is an attribute without a value,
 * `false` none.
 */
const tag = (name: string, attributes: Readonly<Record<string, string | boolean>>): string =>
  `<${name}${Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([key, value]) => (value === true ? ` ${key}` : ` ${key}="${escapeHtml(String(value))}"`))
    .join('')}>`;

/** An attribute of a tag as React renders it (double quotes, the value escaped), if it has it. */
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'u').exec(tag)?.[1];

/**
 * Preload links for the page's first photo, the one it marks `fetchPriority="high"` (Home's hero,
 * a catalogue's first card), so that its request starts as the head arrives rather than when the
 * parser reaches the photo, kilobytes into the body. For a `<picture>`, one link per source and
 * one for the `<img>`, each with a media query that holds exactly when the browser would take
 * that source (its own query and none of the earlier ones'): one request, for the very file the
 * photo then shows. The values are copied as the page has them, already escaped.
 */
export function priorityPhotoPreloads(html: string): string[] {
  const image = /<img\b[^>]*\bfetchPriority="high"[^>]*>/u.exec(html);
  if (!image) return [];
  const pictureStart = html.lastIndexOf('<picture>', image.index);
  const picture =
    pictureStart === -1 || html.slice(pictureStart, image.index).includes('</picture>')
      ? ''
      : html.slice(pictureStart, image.index);
  const candidates = [
    ...[...picture.matchAll(/<source\b[^>]*>/gu)].map(([tag]) => ({
      tag,
      media: attribute(tag, 'media'),
    })),
    { tag: image[0], media: undefined },
  ];
  const links: string[] = [];
  const earlier: string[] = [];
  for (const { tag, media } of candidates) {
    // A list of queries or a media type cannot be put in brackets to combine with the others.
    if (media !== undefined && /,|^\s*(not\s+|only\s+)?[a-z]+\s*($|and)/iu.test(media)) {
      throw new Error(
        `The first photo's source has a media query its preload cannot restate: ${media}`,
      );
    }
    const conditions = [media, ...earlier.map((query) => `not (${query})`)]
      .filter((query) => query !== undefined)
      .map((query) => `(${query})`);
    const srcset = attribute(tag, 'srcSet');
    // A browser that reads no imagesrcset would preload the fallback, a file the photo may not
    // show: with a srcset, such a browser preloads nothing.
    const href = tag === image[0] && srcset === undefined ? attribute(tag, 'src') : undefined;
    const sizes = attribute(tag, 'sizes');
    const type = attribute(tag, 'type');
    links.push(
      `<link rel="preload" as="image" fetchpriority="high"${href ? ` href="${href}"` : ''}${
        srcset ? ` imagesrcset="${srcset}"` : ''
      }${sizes ? ` imagesizes="${sizes}"` : ''}${type ? ` type="${type}"` : ''}${
        conditions.length > 0 ? ` media="${conditions.join(' and ')}"` : ''
      }>`,
    );
    // A source without a query is always taken: nothing after it ever is.
    if (media === undefined) break;
    earlier.push(media);
  }
  return links;
}

/**
 * What a page's document links to, as its build (or the dev server) names the files: the page
 * script, each page's stylesheets, and the first-paint script's code, which every page carries
 * inline.
 */
export interface PageAssets {
  /** The page's module scripts: the page script (and, on the dev server, what it needs first). */
  readonly scripts: readonly string[];
  /** A page's stylesheets, by its module as the page table names it (`home/HomePage.tsx`). */
  readonly stylesheetsOf: (module: string) => readonly string[];
  readonly firstPaint: string;
  /** The dev server's pages (see `PolicyInlines`). */
  readonly development?: boolean;
}

/** What the policy of every page of a site allows inline: the first paint's script, the style. */
export const siteInlines = (assets: PageAssets, style: string): PolicyInlines => ({
  firstPaint: assets.firstPaint,
  style,
  development: assets.development,
});

/** One page's part of its document: what its render produced. */
export interface DocumentParts {
  readonly lang: Locale;
  readonly title: string;
  readonly head: readonly HeadElement[];
  /** Structured data for search engines, serialised with `<` escaped, if the page has any. */
  readonly structuredData?: string;
  /** The page's HTML, inside the root element. */
  readonly body: string;
  /** Its one inline style (`inlineStyle.ts`). */
  readonly style: string;
  /** Its stylesheets: the styles of what it shows. */
  readonly stylesheets: readonly string[];
}

/**
 * A page's whole document: the head every page shares (its policy for these settings, the first
 * paint's inline script, the fade's opt-in, the icons, the font, the first photo's preloads, the
 * page script and stylesheet, the analytics service's script where one is on), the page's own
 * head tags, and its HTML.
 */
export function documentHtml(
  page: DocumentParts,
  settings: PageSettings,
  assets: PageAssets,
): string {
  const counting = analyticsScript(settings.analytics);
  const head = [
    '<meta charset="UTF-8" />',
    tag('meta', {
      'http-equiv': 'Content-Security-Policy',
      content: contentSecurityPolicy(settings, siteInlines(assets, page.style)),
    }),
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
    // The first photo's request starts as the head arrives (after the referrer policy it follows).
    ...priorityPhotoPreloads(page.body),
    // Inline: as a file it was one more request at the start of every page load, sharing a
    // phone's connection with the first photo and the heading font.
    tag('link', {
      rel: 'icon',
      href: `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`,
      type: 'image/svg+xml',
    }),
    '<link rel="apple-touch-icon" href="/icon-192.png" />',
    tag('link', { rel: 'manifest', href: appManifestPath(page.lang) }),
    // The heading font, fetched as the head arrives rather than once the stylesheet asks for it.
    tag('link', {
      rel: 'preload',
      href: fontUrl,
      as: 'font',
      type: 'font/woff2',
      crossorigin: true,
    }),
    // The first photo's connection opens while the page is parsed. Photos through the site's
    // origin share the page's connection: nothing to open.
    ...photoOrigins(settings.photoSource).map((origin) =>
      tag('link', { rel: 'preconnect', href: origin }),
    ),
    tag('meta', { name: 'theme-color', content: themeColor }),
    // Before the stylesheet and the body: what it sets holds from the first paint.
    `<script>${assets.firstPaint}</script>`,
    // Known before the body begins, so the arriving page never misses the fade.
    `<style>${page.style}</style>`,
    // The analytics service's own script, where the owner turned one on: it counts the page
    // view when it arrives, holding up nothing of the page's.
    ...(counting ? [`${tag('script', counting)}</script>`] : []),
    ...assets.scripts.map(
      (src) => `${tag('script', { type: 'module', crossorigin: true, src })}</script>`,
    ),
    ...page.stylesheets.map((href) => tag('link', { rel: 'stylesheet', crossorigin: true, href })),
    `<title>${escapeHtml(page.title)}</title>`,
    ...page.head.map(({ type, props }) => tag(type, props)),
    // Serialised with `<` escaped, so it cannot close its script element.
    ...(page.structuredData
      ? [`<script type="application/ld+json">${page.structuredData}</script>`]
      : []),
  ];
  return [
    '<!doctype html>',
    `<html lang="${page.lang}">`,
    '  <head>',
    ...head.map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    `    <div id="root">${page.body}</div>`,
    `    <script type="speculationrules">${speculationRules()}</script>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}
