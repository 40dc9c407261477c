import type { PrerenderedPage } from '../src/prerender.tsx';

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const renderElement = ({ type, props }: PrerenderedPage['head'][number]): string =>
  `<${type}${Object.entries(props)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('')}>`;

const marker = (name: string, template: string): string => {
  if (!template.includes(name)) throw new Error(`The HTML template has no ${name}`);
  return name;
};

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
 * Fills the built `index.html` (its script, stylesheet, CSP) with one prerendered page: its title
 * and head tags, and its HTML inside the root element.
 */
export function renderDocument(template: string, page: PrerenderedPage): string {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    ...page.head.map(renderElement),
    // The JSON comes serialised with `<` escaped, so it cannot close its script element.
    ...(page.jsonLd ? [`<script type="application/ld+json">${page.jsonLd}</script>`] : []),
  ].join('\n    ');
  // Replacer functions, so a `$` in the page (`$&`, `$$`) is text, not a replacement pattern.
  const html = template
    .replace(marker('<html lang="en">', template), () => `<html lang="${page.lang}">`)
    .replace(marker('</head>', template), () => `  ${head}\n  </head>`)
    .replace(marker('<div id="root"></div>', template), () => `<div id="root">${page.html}</div>`);
  // The first photo's preloads right after the viewport and referrer policy they depend on.
  const referrerPolicy = /<meta name="referrer"[^>]*>/u.exec(template)?.[0];
  if (!referrerPolicy) throw new Error('The HTML template has no referrer policy');
  const preloads = priorityPhotoPreloads(page.html).map((link) => `\n    ${link}`);
  return html.replace(referrerPolicy, () => `${referrerPolicy}${preloads.join('')}`);
}

/** The built `index.html` with the app manifest of its language (`index.html` names English's). */
export const withAppManifest = (template: string, path: string): string =>
  template.replace(
    marker('<link rel="manifest" href="/manifest.webmanifest" />', template),
    () => `<link rel="manifest" href="${path}" />`,
  );

/** Where a URL's document lives in the output folder: `/products` is `products/index.html`. */
export const documentFileFor = (url: string): string =>
  url.endsWith('.html')
    ? url.slice(1)
    : `${url.slice(1)}/index.html`.replace(/^\/|(?<=\/)\//gu, '');
