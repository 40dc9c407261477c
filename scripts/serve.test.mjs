import { fork } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { documentFileFor } from '../build-time/buildSite.ts';
import { serviceWorkerFile } from '../src/content/paths.ts';

// The local static server, started as `npm start` starts it, on a throw-away folder each test
// makes with just what it needs: no build, no browser. The site's real `_headers` comes from the
// render of the tests' frozen content (src/test/globalSetup.ts), the text a build writes.

const serveScript = fileURLToPath(new URL('serve.mjs', import.meta.url));

/** What the tests' site tells the static host to send: its `_headers`, as the render makes it. */
const siteFiles = inject('siteFiles');
const headersFile = siteFiles._headers ?? '';

/** The `Name: value` lines of the `_headers` block for `pattern`, by lower-case name. */
function headersBlock(pattern) {
  const block = headersFile.split(/\n\s*\n/).find((text) => text.startsWith(`${pattern}\n`));
  if (!block) throw new Error(`No ${pattern} block in the site's _headers`);
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/:\s*(.*)/, 2))
      .map(([name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

const everyPath = headersBlock('/*');
const immutable = 'public, max-age=31536000, immutable';

// The server writes its log over stderr, which may arrive after the answer it logs: a check of
// the log waits for it, for longer than Vitest's default second on a machine busy with builds.
const logArrives = { timeout: 5_000 };

/** What a test started or made, undone after it, last first: its servers, then its folders. */
const cleanups = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * Starts `scripts/serve.mjs` as a program of its own on `root`, at a free port, with `env` added
 * to its environment; resolves once it says where it listens (its `origin`), with `errors()`,
 * what it wrote to stderr so far. It is stopped after the test; one that exits first rejects
 * with all it wrote.
 */
function serve(root, env = {}) {
  const child = fork(serveScript, {
    env: { ...process.env, SERVE_ROOT: root, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (errors += chunk));
  // Once the program has exited and its stderr is read to the end.
  const closed = new Promise((resolve) => child.once('close', resolve));
  cleanups.push(async () => {
    child.kill();
    await closed;
  });
  return new Promise((resolve, reject) => {
    closed.then((code) => reject(new Error(`serve.mjs exited (${code}): ${errors}`)));
    child.once('message', ({ origin }) => resolve({ origin, errors: () => errors }));
  });
}

/** An empty folder in the system's temporary folder, removed after the test. */
async function scratchFolder() {
  const root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  return root;
}

/** A throw-away site folder: a home page, the 404 document, and the `_headers` and `_redirects` given. */
async function siteFolder(headers, redirects) {
  const root = await scratchFolder();
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await mkdir(join(root, 'docs'));
  await writeFile(join(root, 'docs', 'notes.txt'), 'notes');
  if (headers !== undefined) await writeFile(join(root, '_headers'), headers);
  if (redirects !== undefined) await writeFile(join(root, '_redirects'), redirects);
  return root;
}

/**
 * A plain GET, asking for the body uncompressed unless `headers` say otherwise: what the folder
 * holds at that moment. `names` are the names of the headers as sent, one for each time it was.
 */
function fetchPlain(url, headers = {}) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          names: response.rawHeaders
            .filter((_, index) => index % 2 === 0)
            .map((name) => name.toLowerCase()),
          body,
        }),
      );
    }).on('error', reject);
  });
}

/**
 * A GET that takes the encodings `accepted` names (none when it is undefined): its status, its
 * Content-Encoding and Vary, and its body as the bytes sent, not decoded.
 */
function fetchBytes(url, accepted) {
  const headers = accepted === undefined ? {} : { 'accept-encoding': accepted };
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

/**
 * Writes beside `file` in `root` its brotli and gzip copies, as the build does, but at the lowest
 * level: bytes a server compressing the file itself would not send.
 */
async function writeCopies(root, file) {
  const raw = await readFile(join(root, file));
  const copies = {
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
    gzip: gzipSync(raw, { level: 1 }),
  };
  await writeFile(join(root, `${file}.br`), copies.br);
  await writeFile(join(root, `${file}.gz`), copies.gzip);
  return copies;
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * A stand-in for the image host on this machine: every path answers like a photo (its body names
 * the path), except `/missing`, which is not found. `requests` holds each request it was sent
 * (its path with query, and its headers); it is stopped after the test, if not before.
 */
async function imageHostStandIn() {
  const requests = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push({ path, headers: request.headers });
    if (path.startsWith('/missing')) {
      response.writeHead(404, { 'Content-Type': 'text/plain', 'X-Upstream': 'yes' });
      response.end('no such photo');
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Upstream': 'yes',
    });
    response.end(`photo ${path}`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stop = () =>
    new Promise((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => resolve());
      // serve.mjs keeps its connection to the upstream alive; close() would wait for it.
      server.closeAllConnections();
    });
  cleanups.push(stop);
  return { origin: `http://127.0.0.1:${server.address().port}`, requests, stop };
}

describe('the _headers the site tells its host to send', () => {
  it('every asset is cached for a year and carries the headers of every path', async () => {
    // The build's kinds of asset: a script with its compressed copies, and a font, which has none.
    const root = await siteFolder(headersFile);
    await mkdir(join(root, 'assets'));
    await writeFile(
      join(root, 'assets', 'site-x1.js'),
      'document.documentElement.dataset.x = 1;\n',
    );
    await writeCopies(root, 'assets/site-x1.js');
    await writeFile(join(root, 'assets', 'font-x1.woff2'), Buffer.from('wOF2'));
    const server = await serve(root);
    const assets = await readdir(join(root, 'assets'));
    expect(assets).toHaveLength(4);
    for (const name of assets) {
      // Each as the file itself, and as the copy a visitor who takes one is sent.
      for (const accepted of ['identity', 'br, gzip']) {
        const response = await fetchPlain(`${server.origin}/assets/${name}`, {
          'accept-encoding': accepted,
        });
        expect(response.status, name).toBe(200);
        expect(response.headers['cache-control'], name).toBe(immutable);
        for (const [header, value] of Object.entries(everyPath)) {
          expect(response.headers[header], `${header} of ${name}`).toBe(value);
        }
      }
    }
  });

  it('documents carry the security headers, each once, and the service worker is revalidated', async () => {
    // Every document of the tests' site where a build writes it, and a service worker.
    const root = await scratchFolder();
    const documents = inject('documents');
    for (const { address, html } of documents) {
      const file = join(root, documentFileFor(address));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
    }
    await writeFile(join(root, serviceWorkerFile), 'self.skipWaiting();\n');
    await writeFile(join(root, '_headers'), headersFile);
    const server = await serve(root);
    const pages = documents
      .map(({ address }) => address)
      .filter((address) => !address.endsWith('404.html'));
    for (const path of [...pages, '/no-such-page', `/${serviceWorkerFile}`]) {
      const response = await fetchPlain(`${server.origin}${path}`);
      expect(response.status, path).toBe(path === '/no-such-page' ? 404 : 200);
      for (const [name, value] of Object.entries(everyPath)) {
        // The worker's policy is its own: it has no <meta> (the rest as every path).
        if (!(path === `/${serviceWorkerFile}` && name === 'content-security-policy')) {
          expect(response.headers[name], `${name} of ${path}`).toBe(value);
        }
        expect(
          response.names.filter((each) => each === name),
          `${name} of ${path}`,
        ).toHaveLength(1);
      }
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('the host’s own instructions are read, not published', async () => {
    const root = await siteFolder(headersFile, siteFiles._redirects);
    const server = await serve(root);
    for (const path of ['/_headers', '/_redirects']) {
      const response = await fetchPlain(`${server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
    }
  });
});

describe('scripts/serve.mjs', () => {
  it('sends the build’s compressed copy to a visitor who takes it, and the file to others', async () => {
    const root = await siteFolder();
    await mkdir(join(root, 'work'));
    await writeFile(join(root, 'work', 'index.html'), '<!doctype html><title>Work</title>');
    // Each path and the file that answers it: a document, a folder's, and the not-found one.
    const answers = [
      { path: '/', file: 'index.html', status: 200 },
      { path: '/work', file: 'work/index.html', status: 200 },
      { path: '/work/', file: 'work/index.html', status: 200 },
      { path: '/nowhere', file: '404.html', status: 404 },
    ];
    const copies = new Map();
    for (const file of new Set(answers.map((answer) => answer.file))) {
      copies.set(file, await writeCopies(root, file));
    }
    const server = await serve(root);
    for (const { path, file, status } of answers) {
      const content = await readFile(join(root, file));
      for (const encoding of ['br', 'gzip']) {
        const answer = await fetchBytes(`${server.origin}${path}`, encoding);
        expect(answer, `${path}, ${encoding}`).toEqual({
          status,
          encoding,
          vary: 'Accept-Encoding',
          body: copies.get(file)?.[encoding],
        });
        expect(decoders[encoding](answer.body), `${path}, ${encoding}`).toEqual(content);
      }
      // A visitor who asks for no encoding gets the file itself.
      expect(await fetchBytes(`${server.origin}${path}`), path).toEqual({
        status,
        encoding: undefined,
        vary: 'Accept-Encoding',
        body: content,
      });
    }
    // A file the build made no copies of (put there after it) is sent as it is, to anyone.
    expect(await fetchBytes(`${server.origin}/docs/notes.txt`, 'br, gzip')).toEqual({
      status: 200,
      encoding: undefined,
      vary: 'Accept-Encoding',
      body: Buffer.from('notes'),
    });
  });

  it('a file it can no longer read gets a 500, and it serves on', async () => {
    const root = await siteFolder('/*\n  X-Frame-Options: DENY\n');
    const server = await serve(root);
    // The 404 document deleted after the start (as a rebuild does), then a folder in its place.
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
    await expect.poll(() => server.errors().trim().split('\n'), logArrives).toHaveLength(2);
    const logged = server.errors().trim().split('\n');
    expect(logged.every((line) => line.includes('GET /gone'))).toBe(true);
  });

  it('applies every matching _headers block, later ones winning, as Netlify does', async () => {
    const root = await siteFolder(
      [
        '# comments and blank lines are skipped',
        '/*',
        '  X-Block: all',
        '  Cache-Control: max-age=1',
        '  Content-Type: text/plain',
        '',
        '/docs/*',
        '  X-Block: docs',
        '  Link: </a.css>; rel=preload',
        '  Link: </b.css>; rel=preload',
        '',
        '/*.txt',
        '  Cache-Control: max-age=2',
        '',
      ].join('\n'),
    );
    const server = await serve(root);
    const notes = await fetchPlain(`${server.origin}/docs/notes.txt`);
    expect(notes.headers['x-block']).toBe('docs');
    expect(notes.headers['link']).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
    expect(notes.headers['cache-control']).toBe('max-age=2');
    // Content-Type describes the body: the server's own.
    expect(notes.headers['content-type']).toMatch(/^text\/plain/);

    const home = await fetchPlain(`${server.origin}/`);
    expect(home.headers['x-block']).toBe('all');
    expect(home.headers['cache-control']).toBe('max-age=1');
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['x-content-type-options']).toBe('nosniff');

    // The 404 document gets the headers of the path asked for.
    const missing = await fetchPlain(`${server.origin}/docs/missing`);
    expect(missing.status).toBe(404);
    expect(missing.headers['x-block']).toBe('docs');
    expect(server.errors()).toBe('');
  });

  it('answers a missing page with the whole 404 document, whatever the request asks', async () => {
    const root = await siteFolder();
    const server = await serve(root);
    const home = await fetchPlain(`${server.origin}/`);
    const etag = home.headers.etag ?? '';
    // A revalidation the page's own validator answers: nothing changed, no body.
    expect((await fetchPlain(`${server.origin}/`, { 'if-none-match': etag })).status).toBe(304);
    // The same validator or a range on a missing page must not leave a 404 without its page.
    const notFoundPage = await fetchPlain(`${server.origin}/404.html`);
    const conditional = [
      { 'if-none-match': notFoundPage.headers.etag ?? '' },
      { range: 'bytes=0-9' },
    ];
    for (const conditions of conditional) {
      const missing = await fetchPlain(`${server.origin}/missing`, conditions);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<title>Not found</title>');
    }
  });

  it('without _headers it serves with its own headers and says so', async () => {
    const root = await siteFolder();
    const server = await serve(root);
    const home = await fetchPlain(`${server.origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    await expect.poll(() => server.errors(), logArrives).toMatch(/without _headers/);
  });

  it('answers the proxy rules of _redirects from their upstream, query string and all', async () => {
    const upstream = await imageHostStandIn();
    const root = await siteFolder(
      '/*\n  X-Frame-Options: DENY\n',
      [
        '# photos through the site’s origin',
        '/photos/*  https://images.unsplash.com/:splat  200',
        '/old  /new  301',
        '',
      ].join('\n'),
    );
    // The stand-in takes the place of the image host: nothing leaves the machine.
    const server = await serve(root, { SERVE_PROXY_TO: upstream.origin });
    const path = '/photo-1560185008-b033106af5c3?auto=format&fit=crop&w=480&h=320&q=50';
    const photo = await fetchPlain(`${server.origin}/photos${path}`);
    expect(photo.status).toBe(200);
    expect(photo.body).toBe(`photo ${path}`);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The upstream's answer, not the site's files: _headers does not apply to it.
    expect(photo.headers['x-frame-options']).toBeUndefined();
    expect(upstream.requests.at(-1)?.path).toBe(path);
    expect(upstream.requests.at(-1)?.headers.host).toBe('images.unsplash.com');

    // The upstream's status comes back as it is.
    const missing = await fetchPlain(`${server.origin}/photos/missing?w=1`);
    expect(missing.status).toBe(404);
    expect(missing.body).toBe('no such photo');

    // The rule is the host's instruction, not a file of the site; other rules are not applied.
    expect((await fetchPlain(`${server.origin}/_redirects`)).status).toBe(404);
    expect((await fetchPlain(`${server.origin}/old`)).status).toBe(404);
    await expect.poll(() => server.errors(), logArrives).toMatch(/_redirects line 3 ignored/);

    // An upstream gone is a 502 for the visitor and one line in the log.
    await upstream.stop();
    const gone = await fetchPlain(`${server.origin}/photos/photo-2?w=480`);
    expect(gone.status).toBe(502);
    await expect
      .poll(() => server.errors(), logArrives)
      .toMatch(/GET \/photos\/photo-2\?w=480 -> https:\/\/images\.unsplash\.com\//);
  });

  it('sends proxied requests nowhere but to this machine when told where', async () => {
    const root = await siteFolder();
    await expect(serve(root, { SERVE_PROXY_TO: 'https://images.unsplash.com' })).rejects.toThrow(
      /SERVE_PROXY_TO=https:\/\/images\.unsplash\.com is not an http\(s\) origin on this machine/,
    );
  });
});
