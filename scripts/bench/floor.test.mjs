import { describe, expect, it } from 'vitest';
import { withoutModules } from './floor.mjs';

describe('withoutModules', () => {
  it('takes out module scripts and module preloads, and nothing else', () => {
    const html = [
      '<head><script>var firstPaint=1;</script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="stylesheet" href="/assets/site.css">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot.js" data-app="/assets/index.js"></script>',
      '</head><body><h1>Floors</h1></body>',
    ].join('\n');
    expect(withoutModules(html)).toBe(
      [
        '<head><script>var firstPaint=1;</script>',
        '<link rel="stylesheet" href="/assets/site.css">',
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '</head><body><h1>Floors</h1></body>',
      ].join('\n'),
    );
  });
});
