import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorPath, mediaFolder, serviceWorkerFile } from '../src/content/paths.ts';
import type { SiteWorker } from '../src/serviceWorker/siteWorker.ts';
import { buildServiceWorker } from './serviceWorker.ts';

/** A throw-away built site, laid out as the build lays out `dist/`. */
let site: string;

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'worker-site-'));
});

afterEach(() => rm(site, { recursive: true, force: true }));

async function writeSite(files: Record<string, string | Buffer>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
}

/** What the written worker says of the site, before its code. */
async function writtenSite(): Promise<SiteWorker> {
  const text = await readFile(join(site, serviceWorkerFile), 'utf8');
  const [first = '', code = ''] = text.split('\n');
  expect(code).toMatch(/^\(function\(\)\{.*\}\)\(\);$/su);
  return JSON.parse(/^const siteWorker=(.*);$/su.exec(first)?.[1] ?? '{}') as SiteWorker;
}

describe('the offline service worker', () => {
  it('keeps the pages by the addresses the host serves, with their code, styles, fonts and icons, and nothing else', async () => {
    await writeSite({
      'index.html': '<p>Home</p>',
      'products/index.html': '<p>Products</p>',
      'es/products/index.html': '<p>Productos</p>',
      '404.html': '<p>Missing</p>',
      'assets/site-1.js': 'run()',
      'assets/home-1.css': 'p{}',
      'assets/font.woff2': 'font',
      'icon-192.png': 'png',
      'manifest.webmanifest': '{}',
      'robots.txt': 'User-agent: *',
      'index.html.br': 'compressed',
      'og-image.png': 'shared elsewhere',
      '.vite/manifest.json': '{}',
      [`${mediaFolder}/photo-640.jpg`]: 'photo',
      [`${editorPath}/index.html`]: '<p>Editor</p>',
      [`${editorPath}/assets/editor.js`]: 'edit()',
      [serviceWorkerFile]: 'an older worker',
    });
    const { count } = await buildServiceWorker({ kind: 'host' }, site);
    const { precache, photos } = await writtenSite();
    expect(precache.map(({ url }) => url).sort()).toEqual([
      '404.html',
      'assets/font.woff2',
      'assets/home-1.css',
      'assets/site-1.js',
      'es/products',
      'icon-192.png',
      'index.html',
      'manifest.webmanifest',
      'products',
    ]);
    expect(count).toBe(precache.length);
    // An update replaces only the files whose bytes changed.
    const revisions = new Map(precache.map(({ url, revision }) => [url, revision]));
    expect(revisions.get('products')).not.toBe(revisions.get('es/products'));
    expect(photos.map(({ uploaded }) => uploaded)).toEqual([false, true]);
  });

  it('stops the build rather than have every first visit fetch a file of megabytes', async () => {
    await writeSite({
      'index.html': '<p>Home</p>',
      'assets/huge.js': Buffer.alloc(3 * 1024 * 1024),
    });
    await expect(buildServiceWorker({ kind: 'host' }, site)).rejects.toThrow('assets/huge.js');
  });
});
