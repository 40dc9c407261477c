import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from './paths.ts';

// `npm run dev`, started as a developer starts it, serves every page of both languages from the
// source and the owner's content through the one render: Home in each language, a page its own
// sitemap lists, its site files, and a path no page has as the 404. It names no word of the
// content: the owner's, whatever it says.

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let server: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'npm',
    ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: root,
      // Its own process group, so that npm and Vite stop together.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server = child;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready once it answers: its printed address is coloured or not, as the terminal asks.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      await fetch(origin, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}, 60_000);

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** A page as the dev server answers it. */
async function served(path: string) {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, html: await response.text() };
}

describe('npm run dev', () => {
  it('serves Home in each language, whole, rendered from the source', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/es', 'es'],
    ] as const) {
      const { status, html } = await served(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html.match(/<h1\b/gu), path).toHaveLength(1);
      expect(html).toContain('<script type="module" crossorigin src="/src/site.ts"></script>');
    }
  });

  it('serves every page its sitemap lists, and the 404 for a path no page has', async () => {
    const sitemap = await served('/sitemap.xml');
    const pages = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/gu)].map(
      ([, url]) => new URL(url ?? '').pathname,
    );
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) expect((await served(path)).status, path).toBe(200);
    const missing = await served('/es/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<html lang="es">');
  });
});
