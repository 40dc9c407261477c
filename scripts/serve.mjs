// Serves the production build the way a static host does: the exact file, else `dir/index.html`,
// else `404.html` with status 404, with the headers the build's `_headers` gives the requested
// path (as Netlify and Cloudflare Pages read that file), and the proxy rules of its `_redirects`
// (Netlify's 200 rules to another origin: photos through the site's origin). A visitor who takes
// brotli or gzip gets the build's compressed copy of the file (`x.br`, `x.gz` beside `x`:
// build-time/compressFiles.ts), as CDNs send text compressed; a file without one is sent as it
// is. Used by `npm start`, the end-to-end tests and the benchmark. The files themselves (types,
// ranges, ETags, HEAD, the compressed copies, paths that climb out of the folder) are sirv's; the
// host's rules and the 404 document are this file's.
//
// `startServer()` is the server; run as a script, this file starts one from its environment:
// PORT and HOST say where it listens (PORT=0 takes any free port; the one line it prints says
// which, and a parent that forked it with an IPC channel is sent `{ origin }`). SERVE_ROOT serves
// another folder than `dist/`: the server's own tests point it at a throw-away copy they can
// break. SERVE_PROXY_TO (an http or https origin on this machine, for the benchmark and the tests)
// sends every proxied request there instead of to the rule's host, still named as that host, so
// nothing reaches the internet.
import { readFile } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';

const defaultRoot = fileURLToPath(new URL('../dist', import.meta.url));

/** SERVE_PROXY_TO's origin, checked: only this machine, since its certificate goes unchecked. */
function localUpstream(raw) {
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url?.hostname ?? '');
  if (!url || !local || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`SERVE_PROXY_TO=${raw} is not an http(s) origin on this machine`);
  }
  return url;
}

// The host's own instructions: a host reads them and does not publish them.
const hostFiles = ['/_headers', '/_redirects'];

/** The URL path as the visitor asked for it, decoded ('/' if it cannot be). */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return '/';
  }
}

/**
 * `response` answering `status` where it would answer 200: sirv answers 200 for whatever file it
 * sends, and the 404 document keeps its 404.
 */
function answeringWith(response, status) {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (given, ...rest) => writeHead(given === 200 ? status : given, ...rest);
  return response;
}

/**
 * A `_headers` path pattern as a RegExp: `*` matches any run of characters, `/` included, and
 * `:name` one path segment; as in Netlify's parser, a trailing slash is optional and case does not
 * matter.
 */
function patternRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source.replace(/\/$/, '')}/?$`, 'i');
}

/**
 * The blocks of a `_headers` file: a path pattern line, then its indented `Name: value` lines (`#`
 * starts a comment). A name given twice in one block is one header with both values,
 * comma-separated: Netlify's way of writing a multi-value header. A line no host could send is
 * left out with a warning rather than failing every response it would match.
 */
function parseHeaderRules(text) {
  const rules = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      rules.push({ pattern: patternRegExp(line), headers: new Map() });
      continue;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    const rule = rules.at(-1);
    try {
      if (colon < 0 || !rule) throw new Error('not a header under a path');
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch (error) {
      console.error(`serve.mjs: _headers line ${index + 1} ignored (${error.message})`);
      continue;
    }
    const key = name.toLowerCase();
    const earlier = rule.headers.get(key);
    rule.headers.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
  }
  return rules;
}

/** The rules of the build's `_headers`, read once; without the file, none (and a warning). */
async function readHeaderRules(root) {
  const file = join(root, '_headers');
  try {
    return parseHeaderRules(await readFile(file, 'utf8'));
  } catch (error) {
    // On stderr: stdout has the one line that says where the server listens.
    console.error(`serve.mjs: serving without _headers (${error.code ?? error.message})`);
    return [];
  }
}

/**
 * The `_headers` headers for a path, keyed by lower-case name: every matching block applies, in
 * the file's order, and where two set the same header the later block's value replaces the
 * earlier one's. That is Netlify's rule (its headers parser, and `netlify dev` merging the
 * matches); Cloudflare Pages would join both values with a comma instead.
 */
function ruleHeaders(headerRules, path) {
  const headers = new Map();
  for (const rule of headerRules) {
    if (!rule.pattern.test(path)) continue;
    for (const [key, entry] of rule.headers) headers.set(key, entry);
  }
  return headers;
}

// Headers that describe the body this server sends, so only it sets them (Netlify, too, ignores
// Content-Encoding and Content-Length in `_headers`).
const ownHeaders = new Set(['content-type', 'content-length', 'content-encoding', 'vary']);

/**
 * The rules of a `_redirects` file this server follows, in Netlify's format: proxy rules,
 * `from to 200`, where `to` is on another origin and a `from` ending in `*` passes the rest of the
 * path on as `:splat` (`200!` applies even where a file exists); and not-found rules,
 * `from to 404`, where `to` is the site's document that answers a path under `from` no file
 * matches (`/es/*  /es/404.html  404`). Redirects and other rewrites are not this server's concern
 * (the build writes none): such a line is left out with a warning.
 */
function parseRedirectRules(text) {
  const rules = [];
  const notFound = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from = '', to = '', status = '', ...conditions] = line.split(/\s+/);
    if (from.startsWith('/') && to.startsWith('/') && status === '404' && conditions.length === 0) {
      notFound.push({ prefix: from.replace(/\*$/, ''), document: to });
      continue;
    }
    if (
      !from.startsWith('/') ||
      !/^https?:\/\//.test(to) ||
      !/^200!?$/.test(status) ||
      conditions.length > 0
    ) {
      console.error(
        `serve.mjs: _redirects line ${index + 1} ignored (not a 200 proxy or 404 rule)`,
      );
      continue;
    }
    const splat = from.endsWith('*');
    rules.push({
      prefix: splat ? from.slice(0, -1) : from,
      splat,
      to,
      force: status.endsWith('!'),
    });
  }
  return { proxyRules: rules, notFoundRules: notFound };
}

/** The rules of the build's `_redirects`, read once; none without the file. */
async function readRedirectRules(root) {
  try {
    return parseRedirectRules(await readFile(join(root, '_redirects'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { proxyRules: [], notFoundRules: [] };
    throw error;
  }
}

/**
 * Where the first matching proxy rule sends a request: its `to`, with the path's rest for
 * `:splat` (as the visitor sent it, still encoded) and the visitor's query string, which Netlify
 * passes on with a 200 rule.
 */
function proxyTarget(proxyRules, url) {
  for (const rule of proxyRules) {
    const matches = rule.splat
      ? url.pathname.startsWith(rule.prefix)
      : url.pathname === rule.prefix;
    if (!matches) continue;
    const splat = url.pathname.slice(rule.prefix.length);
    const target = new URL(`${rule.to.replace(':splat', splat)}${url.search}`);
    return { target, force: rule.force };
  }
  return undefined;
}

// What a proxied request carries to the upstream, and what of its answer comes back. `_headers`
// does not apply to proxied answers, on Netlify either: the upstream's own headers describe them.
const forwardedRequestHeaders = [
  'accept',
  'user-agent',
  'if-none-match',
  'if-modified-since',
  'content-type',
  'content-length',
];
const returnedResponseHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
];

// Netlify gives up on a proxied request after 26 s; here, after 26 s without a byte from upstream.
const proxyTimeoutMs = 26_000;

/**
 * Ends a request that failed with a plain-text status page, never cached; a response already
 * under way cannot be followed by a second one, so it is cut off instead.
 */
function answerFailure(response, status, text) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(`${text}\n`);
}
/**
 * A file turned unreadable under the server: this request gets a 500, the log one line, and the
 * server goes on serving the others.
 */
function serverError(request, response, error) {
  console.error(`serve.mjs: ${request.method} ${request.url}: ${error?.message ?? error}`);
  answerFailure(response, 500, 'Internal Server Error');
}

/**
 * Answers with what `target` answers, streamed: its status and the headers above; `proxyTo`, when
 * given, is where the request really goes. An upstream that cannot be reached, or that is too
 * slow, gets the visitor a 502 and the log one line.
 */
function proxy(request, response, target, proxyTo) {
  const via = proxyTo ?? target;
  const send = via.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { host: target.host };
  for (const name of forwardedRequestHeaders) {
    if (request.headers[name] !== undefined) headers[name] = request.headers[name];
  }
  const upstream = send(
    {
      hostname: via.hostname.replace(/^\[|\]$/g, ''),
      port: via.port || undefined,
      method: request.method,
      path: `${target.pathname}${target.search}`,
      headers,
      // The TLS name is the rule's host's; SERVE_PROXY_TO's stand-in has a self-signed
      // certificate for it, on this machine (see localUpstream).
      servername: target.hostname,
      rejectUnauthorized: !proxyTo,
      timeout: proxyTimeoutMs,
    },
    (answer) => {
      const returned = {};
      for (const name of returnedResponseHeaders) {
        if (answer.headers[name] !== undefined) returned[name] = answer.headers[name];
      }
      response.writeHead(answer.statusCode ?? 502, returned);
      answer.pipe(response);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error(`no answer in ${proxyTimeoutMs} ms`)));
  upstream.on('error', (error) => {
    console.error(
      `serve.mjs: ${request.method} ${request.url} -> ${target.href}: ${error.message}`,
    );
    answerFailure(response, 502, 'Bad Gateway');
  });
  request.pipe(upstream);
}

/**
 * Serves the build in `root` (default `dist/`) at `host`:`port` (0 takes any free port), proxying
 * `_redirects`' 200 rules to `proxyTo` instead of their own host when it is given (an http(s)
 * origin on this machine, or nothing). Resolves with the origin it listens at and `close()`.
 */
export async function startServer({
  root: folder = defaultRoot,
  port = 4173,
  host = '127.0.0.1',
  proxyTo: rawProxyTo,
} = {}) {
  const root = resolve(folder);
  const proxyTo = localUpstream(rawProxyTo);
  const headerRules = await readHeaderRules(root);
  const { proxyRules, notFoundRules } = await readRedirectRules(root);

  /**
   * Answers with a file of the build for the request's path, when there is one, its compressed
   * copy when the visitor takes it; else calls `next`. `setHeaders` adds the headers of the path.
   * The build's folder is looked at on each request (sirv's dev mode), so a file deleted since the
   * start is not found rather than failing.
   */
  const fileServer = (setHeaders) =>
    sirv(root, {
      extensions: ['html'],
      etag: true,
      setHeaders,
      dev: true,
      brotli: true,
      gzip: true,
    });

  /**
   * Sets the headers of `path`: defaults first, then `_headers`' (for the 404 document too, as on
   * Netlify); those that describe the body are sirv's. Keyed by name, so none is sent twice.
   */
  function setPathHeaders(response, path, status) {
    const immutable = path.startsWith('/assets/') && status === 200;
    response.setHeader(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    response.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [key, [name, value]] of ruleHeaders(headerRules, path)) {
      if (!ownHeaders.has(key)) response.setHeader(name, value);
    }
  }

  const files = fileServer((response, path) => setPathHeaders(response, path, 200));
  // The 404 document's headers are those of the path asked for, set before it is looked up.
  const notFoundDocument = fileServer();

  function notFound(request, response, path) {
    setPathHeaders(response, path, 404);
    // The not-found document of the path's part of the site (a language's), else the site's.
    request.url =
      notFoundRules.find((rule) => path.startsWith(rule.prefix))?.document ?? '/404.html';
    // Always the whole document: a conditional or partial answer would come with status 404
    // and no page.
    delete request.headers['if-none-match'];
    delete request.headers.range;
    notFoundDocument(request, answeringWith(response, 404), () => {
      console.error(`serve.mjs: ${request.method} ${path}: ${request.url} is not a file`);
      answerFailure(response, 500, 'Internal Server Error');
    });
  }

  function respond(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodedPath(url.pathname);
    // A proxy rule applies where no file does, as on Netlify, or everywhere when forced.
    const proxied = proxyTarget(proxyRules, url);
    const answerMissing = () =>
      proxied
        ? proxy(request, response, proxied.target, proxyTo)
        : notFound(request, response, path);
    if (proxied?.force || hostFiles.includes(path)) {
      answerMissing();
      return;
    }
    files(request, response, answerMissing);
  }

  const server = createServer((request, response) => {
    try {
      respond(request, response);
    } catch (error) {
      serverError(request, response, error);
    }
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  // The port actually taken, so port 0 works.
  const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}`;
  return {
    origin,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { SERVE_ROOT, PORT, HOST, SERVE_PROXY_TO } = process.env;
  const { origin, close } = await startServer({
    root: SERVE_ROOT,
    port: PORT === undefined ? undefined : Number(PORT),
    host: HOST,
    proxyTo: SERVE_PROXY_TO,
  });
  console.log(`Serving ${SERVE_ROOT ? resolve(SERVE_ROOT) : 'dist/'} at ${origin}`);
  process.send?.({ origin });
  // Stopped (by the tests, the benchmark, or Ctrl+C), it closes its connections and exits.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => close().then(() => process.exit(0)));
  }
}
