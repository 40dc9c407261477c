import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heroText } from '../src/content/home.ts';
import { notFoundText } from '../src/content/notFound.ts';
import { root } from './paths.ts';

// `npm run dev`, started as a developer starts it, serves every page from the source through the
// one render: Home and a project's page with their words, and a path no page has as the 404.
// (It reads the tests' frozen content: the test runner's environment says so to vite.config.ts.)

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
  it('serves Home, whole, rendered from the source', async () => {
    const { status, html } = await served('/');
    expect(status).toBe(200);
    expect(html).toContain(`>${heroText.title}</h1>`);
    expect(html).toContain('<script type="module" crossorigin src="/src/site.ts"></script>');
  });

  it('serves a project’s page with its story, and the 404 for a path no page has', async () => {
    const project = await served('/work/colorado/red-oak-kitchen-denver');
    expect(project.status).toBe(200);
    expect(project.html).toContain('A 1950s kitchen floor, refinished');
    const missing = await served('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(notFoundText.title);
  });
});
