// The servers a benchmark run talks to: the built site, served by the project's own static
// server (twice when Home is also measured with photos through the site's origin: that build on
// a port of its own, its proxy sent to the stand-in), and a local stand-in for the photo host.
import { fork } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags } from '../chromium.mjs';
import { onStop, run, stopChild } from './processes.mjs';
import { photoHost } from './site.mjs';

/** What the real photo host sends with every photo, so caching and CORS behave as in production. */
export const photoHeaders = {
  'content-type': 'image/jpeg',
  'cache-control': 'public, max-age=31536000, immutable',
  'access-control-allow-origin': '*',
};

// More restarts than this means something keeps stopping the server; the benchmark gives up.
const maxSiteRestarts = 5;

/**
 * Forks `scripts/serve.mjs` with `env` added to its environment (SERVE_ROOT, SERVE_PROXY_TO) and
 * resolves once it says, over the IPC channel, that it listens; `onExit` hears when it stops. A
 * child process rather than `startServer()` in this one: Lighthouse's own work on this process's
 * main thread would otherwise delay the answers it measures.
 */
async function forkSite(root, port, env, onExit) {
  const child = fork(join(root, 'scripts/serve.mjs'), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.once('exit', (code, signal) =>
    onExit(`${signal ?? `exit code ${code}`}${errors ? `: ${errors.trim()}` : ''}`),
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', () =>
      reject(
        new Error(
          `scripts/serve.mjs stopped (${errors.trim() || 'no message'}) before listening; ` +
            `is port ${port} taken? Set BENCH_PORT to another port.`,
        ),
      ),
    );
  });
  return child;
}

/**
 * Serves the build with `scripts/serve.mjs` on `port`, as a child process; `env` can point it at
 * another build and another photo upstream. Resolves with the site's origin and `run(task)`,
 * which runs a measurement against the site and, if the server stopped meanwhile, restarts it and
 * runs the measurement again: a server stopped from outside must not turn into a run of failed
 * measurements.
 */
export async function startSite(root, port, env = {}) {
  let stopped = null;
  let child;
  const start = async () => {
    stopped = null;
    child = await forkSite(root, port, env, (how) => (stopped = how));
  };
  onStop(() => child && stopChild(child));
  await start();
  let restarts = 0;
  const revive = async () => {
    restarts += 1;
    if (restarts > maxSiteRestarts) {
      throw new Error(`scripts/serve.mjs stopped ${restarts} times (last: ${stopped}); giving up`);
    }
    process.stdout.write(` [site server stopped (${stopped}); restarted]`);
    await start();
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    get restarts() {
      return restarts;
    },
    async run(task) {
      if (stopped !== null) await revive();
      let result = await task();
      while (stopped !== null) {
        await revive();
        result = await task();
      }
      return result;
    },
  };
}

/**
 * A throw-away self-signed certificate for the photo host. Node cannot issue certificates, so
 * openssl does; the files live only as long as it takes to read them back.
 */
async function makeCertificate() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-cert-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${photoHost}`,
      '-addext',
      `subjectAltName=DNS:${photoHost}`,
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ]).catch((error) => {
      if (error.code === 'ENOENT') {
        throw new Error('openssl is needed to create the photo host certificate', { cause: error });
      }
      throw error;
    });
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Answers every request for the photo host with the file `photoFor(url)` makes for it (see
 * `photos.mjs`), over HTTPS as the real host does and with HTTP/2 offered like it, because
 * Lighthouse's throttling simulation models HTTP/2 connections differently from HTTP/1.1 ones.
 * Resolves with the port, its origin (for the site server's proxy: SERVE_PROXY_TO) and the base64
 * SHA-256 of the certificate's public key, the pin Chromium is told to trust.
 */
export async function startPhotoHost(photoFor) {
  const { key, cert } = await makeCertificate();
  const spki = createHash('sha256')
    .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');

  const server = createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    photoFor(request.url).then(
      (file) => {
        response.writeHead(200, { ...photoHeaders, 'content-length': file.length });
        response.end(request.method === 'HEAD' ? undefined : file);
      },
      (error) => {
        // Shows in the run's failed requests rather than stopping the benchmark.
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      },
    );
  });
  // A browser keeps HTTP/2 sessions open, which would keep close() waiting, so sockets are
  // destroyed explicitly on stop.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  onStop(
    () =>
      new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      }),
  );
  const { port } = server.address();
  return { port, origin: `https://127.0.0.1:${port}`, spki };
}

/**
 * Chromium flags shared by the Lighthouse and the Playwright browser (headless mode aside): the
 * project's own (quiet, no background traffic); the photo host mapped to the local stand-in,
 * whose certificate is trusted by its key pin alone rather than by ignoring every certificate
 * error; and every other host name left unresolved, so nothing in a run can reach the internet
 * (an unexpected host shows up as a failed request instead).
 */
export function benchChromiumFlags(photoPort, spki) {
  return [
    ...chromiumFlags,
    `--host-resolver-rules=MAP ${photoHost}:443 127.0.0.1:${photoPort}, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1`,
    `--ignore-certificate-errors-spki-list=${spki}`,
  ];
}
