// `npm run admin`: the editor on this machine. It serves the built site with its editor, and
// decap-server, the editor's local backend, which saves into content/ of this working folder
// without a login. A save changes the files only: `npm start` (or the next build) shows it.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

const backend = fork(
  fileURLToPath(new URL('../node_modules/decap-server/dist/index.js', import.meta.url)),
  { env: { ...process.env, PORT: '8081', GIT_REPO_DIRECTORY: projectRoot } },
);
const { origin, close } = await startServer({ port: Number(process.env.PORT || 4173) });
console.log(`The editor is at ${origin}/admin/ (it saves into content/; Ctrl+C stops it)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    backend.kill();
    await close();
    process.exit(0);
  });
}
