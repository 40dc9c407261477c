import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Programs a spec starts on its own, each at a port it says it took, stopped by the spec.

const serveScript = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));

interface Served {
  origin: string;
  /** What the server wrote to stderr so far. */
  errors: () => string;
  stop: () => void;
}

/** Starts `scripts/serve.mjs` on `root` at a free port; resolves once it says where it listens. */
export function serve(root: string, env: Record<string, string> = {}): Promise<Served> {
  const child = fork(serveScript, {
    env: { ...process.env, SERVE_ROOT: root, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${errors}`)));
    child.once('message', (message) => {
      const { origin } = message as { origin: string };
      resolve({ origin, errors: () => errors, stop: () => child.kill() });
    });
  });
}

const decapServer = fileURLToPath(
  new URL('../node_modules/decap-server/dist/index.js', import.meta.url),
);

/** The port the editor's configuration looks for its local backend at (Decap's default). */
export const decapPort = '8081';

/**
 * Starts decap-server, the editor's local backend, saving into `folder` (never the working
 * tree); resolves once it listens.
 */
export function startDecapServer(folder: string): Promise<{ stop: () => void }> {
  const child = fork(decapServer, {
    env: { ...process.env, PORT: decapPort, GIT_REPO_DIRECTORY: folder, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`decap-server exited (${code}): ${output}`)));
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(`listening on port ${decapPort}`)) {
        resolve({ stop: () => child.kill() });
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
  });
}
