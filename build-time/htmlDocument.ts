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

/** The boot script's list of the page's own chunks, empty in the template (`bootScriptPlugin`). */
export const pageImportsAttribute = 'data-page-imports';

/**
 * Fills the built `index.html` (scripts, stylesheet, CSP) with one prerendered page: its title
 * and head tags, the app's HTML inside the root element, and the chunks of the page's code
 * (`pageImports`, site paths), which the boot script preloads with the app's.
 */
export function renderDocument(
  template: string,
  page: PrerenderedPage,
  pageImports: readonly string[] = [],
): string {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    ...page.head.map(renderElement),
    // The JSON comes serialised with `<` escaped, so it cannot close its script element.
    ...(page.jsonLd ? [`<script type="application/ld+json">${page.jsonLd}</script>`] : []),
  ].join('\n    ');
  // Replacer functions, so a `$` in the page (`$&`, `$$`) is text, not a replacement pattern.
  return template
    .replace(marker('<html lang="en">', template), () => `<html lang="${page.lang}">`)
    .replace(marker('</head>', template), () => `  ${head}\n  </head>`)
    .replace(marker('<div id="root"></div>', template), () => `<div id="root">${page.html}</div>`)
    .replace(
      marker(`${pageImportsAttribute}=""`, template),
      () => `${pageImportsAttribute}="${escapeHtml(pageImports.join(' '))}"`,
    );
}

/**
 * The built `index.html` with the app manifest of its language (`index.html` names English's;
 * the boot script links it once the content is on screen).
 */
export const withAppManifest = (template: string, path: string): string =>
  template.replace(
    marker('data-manifest="/manifest.webmanifest"', template),
    () => `data-manifest="${path}"`,
  );

/** Where a URL's document lives in the output folder: `/products` is `products/index.html`. */
export const documentFileFor = (url: string): string =>
  url.endsWith('.html')
    ? url.slice(1)
    : `${url.slice(1)}/index.html`.replace(/^\/|(?<=\/)\//gu, '');
