import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { imageHost } from '../src/content/images.ts';
import { serviceWorkerFile } from '../src/content/paths.ts';
import {
  expect,
  gotoReady,
  loadEveryPhoto,
  renderedFrame,
  projectSample,
  routesUnderTest,
  siteBuild,
  test,
  waitForPageScript,
} from './fixtures.ts';
import { serve } from './processes.ts';

// What the static host is told to send: the build's `_headers`, the file `scripts/serve.mjs`
// reads, so the e2e tests see the real Content-Security-Policy header and not only the <meta>.
const headersFile = readFileSync(new URL('_headers', siteBuild), 'utf8');

/** The `Name: value` lines of the `_headers` block for `pattern`, by lower-case name. */
function headersBlock(pattern: string): Record<string, string> {
  const block = headersFile.split(/\n\s*\n/).find((text) => text.startsWith(`${pattern}\n`));
  if (!block) throw new Error(`No ${pattern} block in the build's _headers`);
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/:\s*(.*)/, 2))
      .map(([name = '', value = '']) => [name.toLowerCase(), value]),
  );
}

const everyPath = headersBlock('/*');
// The site's policy: the service worker's header, and every page's <meta>.
const policy = headersBlock(`/${serviceWorkerFile}`)['content-security-policy'] ?? '';
const immutable = 'public, max-age=31536000, immutable';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

// Every document's policy and its inline parts are checked in Node (build-time/documents); here,
// what runs in the browser against it: the pages with islands, the kiosk, the not-found page.
test.describe('the Content-Security-Policy', () => {
  for (const path of ['/', '/contact', '/estimate', projectSample, '/no-such-page', '/?kiosk=1']) {
    test(`${path} carries it once, and nothing on the page violates it`, async ({
      page,
      allowConsole,
    }) => {
      const missing = path === '/no-such-page';
      if (missing) allowConsole(/status of 404/);
      // Before any script of the page: every violation, also of what runs during the load.
      await page.addInitScript(() => {
        window.cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(missing ? 404 : 200);
      // The <meta> carries the policy; the header only what a <meta> cannot say.
      const meta = page.locator('meta[http-equiv="Content-Security-Policy"]');
      expect(await meta.getAttribute('content')).toBe(policy);
      expect(await response?.headerValue('content-security-policy')).toBe("frame-ancestors 'none'");

      await waitForPageScript(page);
      if (path.includes('kiosk')) {
        await page.waitForFunction(() => document.documentElement.dataset.kiosk === 'on');
      }
      // Every photo, and the page's script.
      await loadEveryPhoto(page);
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    });
  }
});

test('a violation of the policy is reported once, not once per copy of the policy', async ({
  page,
  allowConsole,
}) => {
  // The browser's own line for the blocked photo below.
  allowConsole(/Loading the image 'https:\/\/elsewhere\.example\/x\.png' violates/);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations?.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await gotoReady(page, '/products');
  await page.evaluate(() => {
    const image = new Image();
    image.src = 'https://elsewhere.example/x.png';
    document.body.append(image);
  });
  await expect
    .poll(() => page.evaluate(() => window.cspViolations))
    .toEqual(['img-src https://elsewhere.example/x.png']);
  // And no second report comes after the first: a second policy would have reported the same
  // request in the same moment, its event queued before the page renders again.
  await renderedFrame(page);
  expect(await page.evaluate(() => window.cspViolations)).toHaveLength(1);
});

test('a default build lets forms and connections reach no form service', () => {
  // The contact form sends nothing anywhere by default (src/content/contactDelivery.ts); a build
  // with delivery on names its service here (e2e/delivery.spec.ts).
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);
  expect(directive('form-action')).toEqual(["'self'"]);
  expect(directive('connect-src')).toEqual(["'self'", imageHost]);
});

test.describe('the other headers of _headers', () => {
  test('every asset is cached for a year and carries the headers of every path', async ({
    request,
  }) => {
    const assets = readdirSync(new URL('assets/', siteBuild));
    expect(assets.length).toBeGreaterThan(0);
    for (const name of assets) {
      const response = await request.get(`/assets/${name}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['cache-control'], name).toBe(immutable);
      for (const [header, value] of Object.entries(everyPath)) {
        expect(response.headers()[header], `${header} of ${name}`).toBe(value);
      }
    }
  });

  test('documents carry the security headers, each once, and the service worker is revalidated', async ({
    request,
  }) => {
    for (const path of [...routesUnderTest, '/no-such-page', `/${serviceWorkerFile}`]) {
      const response = await request.get(path);
      const sent = response.headersArray().map(({ name }) => name.toLowerCase());
      for (const [name, value] of Object.entries(everyPath)) {
        // The worker's policy is its own: it has no <meta> (the rest as every path).
        if (!(path === `/${serviceWorkerFile}` && name === 'content-security-policy')) {
          expect(response.headers()[name], `${name} of ${path}`).toBe(value);
        }
        expect(
          sent.filter((each) => each === name),
          `${name} of ${path}`,
        ).toHaveLength(1);
      }
      expect(response.headers()['x-frame-options']).toBe('DENY');
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
  });

  test('the host’s own instructions are read, not published', async ({ request }) => {
    const response = await request.get('/_headers');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
  });
});

// The server itself, started on a folder the test may break: no page, no browser.

/** A plain GET, asking for the body uncompressed: what the folder holds at that moment. */
function fetchPlain(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    }).on('error', reject);
  });
}

interface Answer {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  /** The bytes as sent, not decoded. */
  body: Buffer;
}

/** A GET that takes the encodings `accepted` names (none when it is undefined). */
function fetchBytes(url: string, accepted?: string): Promise<Answer> {
  const headers = accepted === undefined ? {} : { 'accept-encoding': accepted };
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
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
async function writeCopies(root: string, file: string): Promise<{ br: Buffer; gzip: Buffer }> {
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

/** A throw-away site folder: a home page, the 404 document, and the `_headers` and `_redirects` given. */
async function siteFolder(headers?: string, redirects?: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'serve-spec-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await mkdir(join(root, 'docs'));
  await writeFile(join(root, 'docs', 'notes.txt'), 'notes');
  if (headers !== undefined) await writeFile(join(root, '_headers'), headers);
  if (redirects !== undefined) await writeFile(join(root, '_redirects'), redirects);
  return root;
}

interface Upstream {
  origin: string;
  /** Each request it was sent: path with query, and headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  stop: () => Promise<void>;
}

/**
 * A stand-in for the image host on this machine: every path answers like a photo (its body names
 * the path), except `/missing`, which is not found.
 */
async function imageHostStandIn(): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // serve.mjs keeps its connection to the upstream alive; close() would wait for it.
        server.closeAllConnections();
      }),
  };
}

test.describe('scripts/serve.mjs', () => {
  test('sends the build’s compressed copy to a visitor who takes it, and the file to others', async () => {
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
    const copies = new Map<string, { br: Buffer; gzip: Buffer }>();
    for (const file of new Set(answers.map((answer) => answer.file))) {
      copies.set(file, await writeCopies(root, file));
    }
    const server = await serve(root);
    try {
      for (const { path, file, status } of answers) {
        const content = await readFile(join(root, file));
        for (const encoding of ['br', 'gzip'] as const) {
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
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('a file it can no longer read gets a 500, and it serves on', async () => {
    const root = await siteFolder('/*\n  X-Frame-Options: DENY\n');
    const server = await serve(root);
    try {
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
      // The log lines come over the server's stderr, which may arrive after the answers.
      await expect.poll(() => server.errors().trim().split('\n')).toHaveLength(2);
      const logged = server.errors().trim().split('\n');
      expect(logged.every((line) => line.includes('GET /gone'))).toBe(true);
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('applies every matching _headers block, later ones winning, as Netlify does', async () => {
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
    try {
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
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('answers a missing page with the whole 404 document, whatever the request asks', async () => {
    const root = await siteFolder();
    const server = await serve(root);
    try {
      const home = await fetchPlain(`${server.origin}/`);
      const etag = home.headers.etag ?? '';
      // A revalidation the page's own validator answers: nothing changed, no body.
      expect((await fetchPlain(`${server.origin}/`, { 'if-none-match': etag })).status).toBe(304);
      // The same validator or a range on a missing page must not leave a 404 without its page.
      const notFoundPage = await fetchPlain(`${server.origin}/404.html`);
      const conditional: Record<string, string>[] = [
        { 'if-none-match': notFoundPage.headers.etag ?? '' },
        { range: 'bytes=0-9' },
      ];
      for (const conditions of conditional) {
        const missing = await fetchPlain(`${server.origin}/missing`, conditions);
        expect(missing.status).toBe(404);
        expect(missing.body).toContain('<title>Not found</title>');
      }
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('without _headers it serves with its own headers and says so', async () => {
    const root = await siteFolder();
    const server = await serve(root);
    try {
      const home = await fetchPlain(`${server.origin}/`);
      expect(home.status).toBe(200);
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers['x-content-type-options']).toBe('nosniff');
      expect(server.errors()).toMatch(/without _headers/);
    } finally {
      server.stop();
      await rm(root, { recursive: true, force: true });
    }
  });

  test('answers the proxy rules of _redirects from their upstream, query string and all', async () => {
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
    try {
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
      expect(server.errors()).toMatch(/_redirects line 3 ignored/);

      // An upstream gone is a 502 for the visitor and one line in the log.
      await upstream.stop();
      const gone = await fetchPlain(`${server.origin}/photos/photo-2?w=480`);
      expect(gone.status).toBe(502);
      // The log line comes over the server's stderr, which may arrive after the answer.
      await expect
        .poll(() => server.errors())
        .toMatch(/GET \/photos\/photo-2\?w=480 -> https:\/\/images\.unsplash\.com\//);
    } finally {
      server.stop();
      await upstream.stop().catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    }
  });

  test('sends proxied requests nowhere but to this machine when told where', async () => {
    const root = await siteFolder();
    await expect(serve(root, { SERVE_PROXY_TO: 'https://images.unsplash.com' })).rejects.toThrow(
      /SERVE_PROXY_TO=https:\/\/images\.unsplash\.com is not an http\(s\) origin on this machine/,
    );
    await rm(root, { recursive: true, force: true });
  });
});
