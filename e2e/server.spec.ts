import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

// The server itself, started on a folder the test may break: no page, no browser.
const serveScript = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));

interface Served {
  origin: string;
  /** What the server wrote to stderr so far. */
  errors: () => string;
  stop: () => void;
}

/** Starts `scripts/serve.mjs` on `root` at a free port; resolves once it listens. */
function serve(root: string): Promise<Served> {
  const child = spawn(process.execPath, [serveScript], {
    env: { ...process.env, SERVE_ROOT: root, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${errors}`)));
    // Its one line on stdout says where it listens.
    child.stdout.once('data', (line) => {
      const origin = /http:\/\/[\d.]+:\d+/.exec(String(line))?.[0];
      if (!origin) reject(new Error(`serve.mjs said: ${line}`));
      else resolve({ origin, errors: () => errors, stop: () => child.kill() });
    });
  });
}

/**
 * A plain GET, asking for the body uncompressed: the compressed bodies are all read when the
 * server starts, the uncompressed ones on each first request.
 */
function fetchPlain(
  url: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    }).on('error', reject);
  });
}

/** A throw-away site folder: a home page, the 404 document and the `_headers` given. */
async function siteFolder(headers?: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'serve-spec-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await mkdir(join(root, 'docs'));
  await writeFile(join(root, 'docs', 'notes.txt'), 'notes');
  if (headers !== undefined) await writeFile(join(root, '_headers'), headers);
  return root;
}

test.describe('scripts/serve.mjs', () => {
  test('a file it can no longer read gets a 500, and it serves on', async () => {
    const root = await siteFolder('/*\n  X-Frame-Options: DENY\n');
    const server = await serve(root);
    try {
      // The 404 document deleted after the start (as a rebuild does), then a folder in its place.
      // (Not asked for before: the server keeps each body it has read.)
      await rm(join(root, '404.html'));
      const deleted = await fetchPlain(`${server.origin}/gone`);
      expect(deleted.status).toBe(500);
      expect(deleted.headers['content-type']).toMatch(/^text\/plain/);
      expect(deleted.body).toBe('Internal Server Error\n');
      await mkdir(join(root, '404.html'));
      expect((await fetchPlain(`${server.origin}/gone`)).status).toBe(500);

      const home = await fetchPlain(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(home.body).toContain('<title>Home</title>');
      const logged = server.errors().trim().split('\n');
      expect(logged).toHaveLength(2);
      expect(logged.every((line) => line.includes('GET /gone'))).toBe(true);
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });
});
