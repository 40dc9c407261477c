import { describe, expect, it } from 'vitest';
import { documentFileFor, renderDocument } from './htmlDocument.ts';

const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

describe('renderDocument', () => {
  it('puts the page into the root element and its escaped head tags into the head', () => {
    const html = renderDocument(template, {
      html: '<main><h1>Hi</h1></main>',
      title: 'Floors & "Rooms" <1>',
      head: [{ type: 'meta', props: { name: 'description', content: 'A "quoted" <tag> & more' } }],
      jsonLd: '{"name":"\\u003c/script>"}',
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
    const html = renderDocument(template, {
      html: "<p>$& $$ $' $`</p>",
      title: 'Prices from $$',
      head: [],
      lang: 'en',
    });
    expect(html).toContain('<div id="root"><p>$& $$ $\' $`</p></div>');
    expect(html).toContain('<title>Prices from $$</title>');
  });

  it('refuses a template without a root element', () => {
    expect(() =>
      renderDocument('<html lang="en"><head></head><body></body></html>', {
        html: '',
        title: '',
        head: [],
        lang: 'en',
      }),
    ).toThrow(/root/);
  });
});

describe('documentFileFor', () => {
  it('maps routes to the files a static host serves for them', () => {
    expect(documentFileFor('/')).toBe('index.html');
    expect(documentFileFor('/products')).toBe('products/index.html');
    expect(documentFileFor('/404.html')).toBe('404.html');
  });
});
