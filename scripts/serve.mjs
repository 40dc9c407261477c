// Serves the production build the way a static host does: the exact file, else `dir/index.html`,
// else `404.html` with status 404, compressed (brotli or gzip) as CDNs do. Used by `npm start`,
// the end-to-end tests and the benchmark.
// PORT and HOST say where it listens (PORT=0 takes any free port; the one line it prints says
// which). SERVE_ROOT serves another folder than `dist/`: the server's own tests point it at a
// throw-away copy they can break.
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(process.env.SERVE_ROOT ?? fileURLToPath(new URL('../dist', import.meta.url)));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

// Text formats are sent compressed; fonts and images are compressed already.
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

/** Each file's body per encoding, compressed once at the highest level, as a CDN caches it. */
const bodies = new Map();
async function body(file, encoding) {
  const key = `${encoding} ${file}`;
  if (!bodies.has(key)) {
    const raw = await readFile(file);
    bodies.set(
      key,
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw,
    );
  }
  return bodies.get(key);
}

function encodingFor(request, file) {
  if (!compressible.has(extname(file))) return 'identity';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a static host would answer the URL path with, and the status it would use. */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '/';
  }
  const target = normalize(join(root, decoded));
  // Never serve anything outside the build folder.
  if (target === root || target.startsWith(root + sep)) {
    if (await isFile(target)) return { file: target, status: 200 };
    const index = join(target, 'index.html');
    if (await isFile(index)) return { file: index, status: 200 };
  }
  return { file: join(root, '404.html'), status: 404 };
}

async function respond(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const { file, status } = await resolveFile(url.pathname);
  const immutable = url.pathname.startsWith('/assets/') && status === 200;
  const encoding = encodingFor(request, file);
  const content = await body(file, encoding);
  response.writeHead(status, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Content-Length': content.length,
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
    Vary: 'Accept-Encoding',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : content);
}

const server = createServer(async (request, response) => {
  try {
    await respond(request, response);
  } catch (error) {
    // A file gone, turned into a folder or unreadable since the start: this request gets a 500,
    // the log one line, and the server goes on serving the others.
    console.error(`serve.mjs: ${request.method} ${request.url}: ${error?.message ?? error}`);
    if (response.headersSent) {
      // Part of a response has gone out; a second one cannot follow it.
      response.destroy();
      return;
    }
    response.writeHead(500, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end('Internal Server Error\n');
  }
});

// Everything is compressed before the first request, as a CDN serves precompressed files: no
// visitor (or benchmark) ever waits for a file to be compressed.
for (const name of await readdir(root, { recursive: true })) {
  const file = join(root, name);
  if (!compressible.has(extname(file)) || !(await isFile(file))) continue;
  await body(file, 'br');
  await body(file, 'gzip');
}

server.listen(port, host, () => {
  // The port actually taken, so PORT=0 works; `dist/` or SERVE_ROOT's folder.
  const where = `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}`;
  console.log(`Serving ${process.env.SERVE_ROOT ? root : 'dist/'} at ${where}`);
});
