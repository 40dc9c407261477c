import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeFloor, withoutModules } from './floor.mjs';

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

describe('makeFloor', () => {
  it('gives a visitor who takes brotli or gzip the floor too, not the page with its modules', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'floor-'));
    const build = join(folder, 'dist');
    const floor = join(folder, 'floor');
    try {
      // A build's page, with the compressed copies the build writes beside it.
      const page =
        '<head><script type="module" src="/assets/index.js"></script></head><h1>Floors</h1>';
      await mkdir(build);
      await writeFile(join(build, 'index.html'), page);
      await writeFile(join(build, 'index.html.br'), brotliCompressSync(page));
      await writeFile(join(build, 'index.html.gz'), gzipSync(page));

      await makeFloor(build, floor);

      const expected = withoutModules(page);
      const document = join(floor, 'index.html');
      expect(await readFile(document, 'utf8')).toBe(expected);
      expect(brotliDecompressSync(await readFile(`${document}.br`)).toString()).toBe(expected);
      expect(gunzipSync(await readFile(`${document}.gz`)).toString()).toBe(expected);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
