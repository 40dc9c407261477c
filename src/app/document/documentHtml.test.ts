// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testedPageSettings } from '../../test/testedSettings.ts';
import { documentHtml, priorityPhotoPreloads, type DocumentParts } from './documentHtml.ts';

const assets = { scripts: ['/site.js'], stylesheetsOf: () => [], firstPaint: 'void 0;' };
const page = (parts: Partial<DocumentParts>): DocumentParts => ({
  lang: 'en',
  title: '',
  head: [],
  body: '',
  style: '',
  stylesheets: ['/home.css'],
  ...parts,
});
const documentOf = (parts: Partial<DocumentParts>) =>
  documentHtml(page(parts), testedPageSettings, assets);

describe('documentHtml', () => {
  it('puts the page into the root element and its escaped head tags into the head', () => {
    const html = documentOf({
      body: '<main><h1>Hi</h1></main>',
      title: 'Floors & "Rooms" <1>',
      head: [{ type: 'meta', props: { name: 'description', content: 'A "quoted" <tag> & more' } }],
      structuredData: '{"name":"\\u003c/script>"}',
      lang: 'es',
    });
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<div id="root"><main><h1>Hi</h1></main></div>');
    expect(html).toContain('<title>Floors &amp; &quot;Rooms&quot; &lt;1&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="A &quot;quoted&quot; &lt;tag&gt; &amp; more">',
    );
    expect(html).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script>"}</script>',
    );
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps dollar signs as they are', () => {
    const html = documentOf({ body: "<p>$& $$ $' $`</p>", title: 'Prices from $$' });
    expect(html).toContain('<div id="root"><p>$& $$ $\' $`</p></div>');
    expect(html).toContain('<title>Prices from $$</title>');
  });

  it('starts with its character set, then its policy, and links its language’s app manifest', () => {
    const html = documentOf({ lang: 'es' });
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(
      html.indexOf('Content-Security-Policy'),
    );
    expect(html).toContain('<link rel="manifest" href="/es/manifest.webmanifest">');
    expect(html).toContain('<script type="module" crossorigin src="/site.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/home.css">');
  });
});

// Home's hero as React renders it: a portrait crop, sharper files for dense screens, a fallback.
const hero =
  '<section><picture>' +
  '<source media="(orientation: portrait)" srcSet="/p-480.jpg 480w, /p-768.jpg 768w" sizes="100vw"/>' +
  '<source media="(min-resolution: 1.5dppx)" srcSet="/d-1600.jpg?a=1&amp;q=50 1600w" sizes="100vw"/>' +
  '<img class="image" src="/l-1080.jpg" srcSet="/l-1080.jpg 1080w, /l-1600.jpg 1600w" sizes="100vw" width="1080" height="720" alt="A room" fetchPriority="high"/>' +
  '</picture></section><img src="/later.jpg" alt="" loading="lazy"/>';

describe('priorityPhotoPreloads', () => {
  it('preloads each source of the first photo when, and only when, the browser would take it', () => {
    expect(priorityPhotoPreloads(hero)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/p-480.jpg 480w, /p-768.jpg 768w" imagesizes="100vw" media="((orientation: portrait))">',
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/d-1600.jpg?a=1&amp;q=50 1600w" imagesizes="100vw" media="((min-resolution: 1.5dppx)) and (not ((orientation: portrait)))">',
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/l-1080.jpg 1080w, /l-1600.jpg 1600w" imagesizes="100vw" media="(not ((orientation: portrait))) and (not ((min-resolution: 1.5dppx)))">',
    ]);
  });

  it('refuses a query it cannot restate, and keeps a source’s type', () => {
    for (const media of ['screen and (orientation: portrait)', '(max-width: 30em), print']) {
      expect(() => priorityPhotoPreloads(hero.replace('(orientation: portrait)', media))).toThrow(
        media,
      );
    }
    expect(
      priorityPhotoPreloads(
        '<picture><source type="image/webp" srcSet="/a.webp 800w" sizes="100vw"/><img src="/a.jpg" alt="" fetchPriority="high"/></picture>',
      ),
    ).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a.webp 800w" imagesizes="100vw" type="image/webp">',
    ]);
  });

  it('preloads a photo outside a picture as it is, and nothing on a page without a first photo', () => {
    expect(
      priorityPhotoPreloads(
        '<picture><img src="/a.jpg" alt=""/></picture><img src="/b.jpg" alt="" fetchPriority="high"/>',
      ),
    ).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/b.jpg">']);
    expect(priorityPhotoPreloads('<img src="/a.jpg" alt="" loading="lazy"/>')).toEqual([]);
  });

  it('are the first requests of the document, right after its referrer policy', () => {
    const html = documentOf({ body: hero });
    const first = priorityPhotoPreloads(hero)[0] ?? 'no preload';
    expect(html).toContain(
      `<meta name="referrer" content="strict-origin-when-cross-origin" />\n    ${first}`,
    );
    expect(html.indexOf(first)).toBeLessThan(html.indexOf('<script'));
  });
});
