// `npm run build:tests`: every site the tests read, by one build of the code that renders each
// from its content: the site as it ships in `dist/`, as `npm run build` writes it, and the sites
// the end-to-end tests run against (scripts/siteVariants.mjs) in `dist-e2e/`, from the frozen
// copy and from that copy edited, which this makes first.
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBuilder } from 'vite';
import { writeUploadedPhoto } from './contentVariants.mjs';
import { editContent } from './editContent.mjs';
import { contentSite } from './siteVariants.mjs';
import { testContent } from './testContent.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// The edited content: a copy of the frozen content, each edit applied to its file, its photos made.
const folder = resolve(root, contentSite.content);
await rm(folder, { recursive: true, force: true });
await cp(resolve(root, testContent), folder, { recursive: true });
for (const [file, size] of Object.entries(contentSite.media)) {
  await writeUploadedPhoto(join(folder, 'media', file), size);
}
await editContent(folder, contentSite.edits);

const builder = await createBuilder({
  configFile: resolve(root, 'vite.config.ts'),
  mode: 'e2e',
  logLevel: 'warn',
});
await builder.buildApp();
