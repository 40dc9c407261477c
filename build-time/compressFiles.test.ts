import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressSite } from './compressFiles.ts';

/** A throw-away built site, laid out as the build lays out `dist/`. */
let site: string;

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'compress-site-'));
});

afterEach(() => rm(site, { recursive: true, force: true }));

async function writeSite(files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
}

/** Every file of the site, by its path from the site's folder. */
async function siteFiles(): Promise<string[]> {
  const entries = await readdir(site, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(site.length + 1))
    .sort();
}

/** What the copies of `path` decode to, read back as a visitor's browser would. */
async function decodedCopies(path: string): Promise<{ br: string; gzip: string }> {
  const file = join(site, path);
  return {
    br: brotliDecompressSync(await readFile(`${file}.br`)).toString('utf8'),
    gzip: gunzipSync(await readFile(`${file}.gz`)).toString('utf8'),
  };
}

describe('compressSite', () => {
  it('writes beside every text file a brotli and a gzip copy of it, and says how much', async () => {
    const text: Record<string, string> = {
      'index.html': '<!doctype html><title>Home</title>',
      'products/index.html': '<!doctype html><title>Products</title>',
      'assets/index-abc123.js': 'console.log("page script");'.repeat(40),
      'assets/index-abc123.css': 'body { margin: 0 }',
      'manifest.webmanifest': '{"name":"Site"}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'robots.txt': 'User-agent: *',
      'sitemap.xml': '<urlset/>',
      'admin/config.yml': 'backend: {}',
    };
    await writeSite(text);

    const result = await compressSite(site);

    for (const [path, content] of Object.entries(text)) {
      expect(await decodedCopies(path), path).toEqual({ br: content, gzip: content });
    }
    const copies = (await siteFiles()).filter((path) => /\.(br|gz)$/.test(path));
    let copiedBytes = 0;
    for (const copy of copies) copiedBytes += (await readFile(join(site, copy))).length;
    expect(copies).toHaveLength(2 * Object.keys(text).length);
    expect(result).toEqual({ files: Object.keys(text).length, bytes: copiedBytes });
  });

  it('gives photos, fonts and the host’s own instructions no copy', async () => {
    await writeSite({
      'index.html': '<!doctype html><title>Home</title>',
      'og-image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'assets/font.woff2': Buffer.from('wOF2'),
      // Read by the host, never published: a copy beside one would be a file anyone can fetch.
      _headers: '/*\n  X-Frame-Options: DENY\n',
      _redirects: '/es/*  /es/404.html  404\n',
    });

    expect(await compressSite(site)).toMatchObject({ files: 1 });
    expect(await siteFiles()).toEqual([
      '_headers',
      '_redirects',
      'assets/font.woff2',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'og-image.png',
    ]);
  });

  it('compresses the editor’s bundle of megabytes too', async () => {
    const lines = Array.from(
      { length: 40_000 },
      (_, index) => `export const line${index} = ${index};`,
    );
    const bundle = lines.join('\n');
    expect(bundle.length).toBeGreaterThan(1024 * 1024);
    await writeSite({ 'admin/decap-cms.js': bundle });

    await compressSite(site);

    expect(await decodedCopies('admin/decap-cms.js')).toEqual({ br: bundle, gzip: bundle });
  });
});
