// The bench's way into the project's TypeScript (its content, its build steps): Vite compiles it.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// Vite sets NODE_ENV to `development` when it is unset, and the bench's own `npm run build`
// would inherit it: React's development build, twice the bytes and far slower, would be what gets
// measured. So every import goes through this one function, which leaves NODE_ENV as it found it.
/** The module at `path`, relative to this folder. */
export async function viteImport(path) {
  const nodeEnv = process.env.NODE_ENV;
  try {
    return (
      await runnerImport(fileURLToPath(new URL(path, import.meta.url)), {
        configFile: false,
        logLevel: 'silent',
      })
    ).module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
