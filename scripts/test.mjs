// `npm test`: every check, failing on the first failure. The static checks (types, lint, unit
// tests) and the build (the shipped site and the e2e tests' sites, by one build, then the checks
// of what it wrote) need nothing of each other, so they run in two lanes side by side, each in
// order, the lanes about as long as each other: the build's lane takes the lint. The end-to-end
// tests start once both lanes have passed. Each step's output is shown whole when it ends, not
// interleaved.
import { spawn } from 'node:child_process';

const lanes = [
  ['typecheck', 'test:unit'],
  ['build:tests', 'test:built', 'lint'],
];
const running = new Set();

/** Runs `npm run <script>`; resolves with its output, rejects with it if it fails. */
function run(script) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a failure elsewhere stops it with everything it started.
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const report = `── npm run ${script} (${seconds} s) ──\n${output}`;
      if (code === 0) resolve(report);
      else reject(new Error(`${report}\nnpm run ${script} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Ctrl-C stops every step under way, with what it started.
const interrupted = () => {
  stopAll();
  process.exit(130);
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);

try {
  await Promise.all(
    lanes.map(async (scripts) => {
      for (const script of scripts) console.log(await run(script));
    }),
  );
} catch (error) {
  stopAll();
  console.error(error.message);
  process.exit(1);
}

// The end-to-end tests report as they go (and take Ctrl-C from the terminal themselves).
process.off('SIGINT', interrupted);
process.off('SIGTERM', interrupted);
const e2e = spawn('npm', ['run', '--silent', 'test:e2e'], { stdio: 'inherit' });
process.once('SIGTERM', () => e2e.kill('SIGTERM'));
e2e.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
