import { describe, expect, it } from 'vitest';
import { documentFileFor, renderDocument } from './htmlDocument.ts';

const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><script type="module" src="/boot.js" data-page-imports=""></script></head><body><div id="root"></div></body></html>';
const module = 'src/pages/home/HomePage.tsx';

describe('renderDocument', () => {
  it('puts the page into the root element and its escaped head tags into the head', () => {
    const html = renderDocument(template, {
      html: '<main><h1>Hi</h1></main>',
      title: 'Floors & "Rooms" <1>',
      head: [{ type: 'meta', props: { name: 'description', content: 'A "quoted" <tag> & more' } }],
      jsonLd: '{"name":"\\u003c/script>"}',
      lang: 'es',
      module,
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
      module,
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
        module,
      }),
    ).toThrow(/root/);
  });

  it("names the chunks of the page's code for the boot script", () => {
    const page = { html: '', title: '', head: [], lang: 'en', module };
    expect(
      renderDocument(template, page, ['/assets/HomePage-1.js', '/assets/Hero-2.js']),
    ).toContain('data-page-imports="/assets/HomePage-1.js /assets/Hero-2.js"');
    expect(renderDocument(template, page)).toContain('data-page-imports=""');
  });
});

describe('documentFileFor', () => {
  it('maps routes to the files a static host serves for them', () => {
    expect(documentFileFor('/')).toBe('index.html');
    expect(documentFileFor('/products')).toBe('products/index.html');
    expect(documentFileFor('/404.html')).toBe('404.html');
  });
});
