// Builds the end-to-end tests' builds of the site (scripts/siteVariants.mjs) side by side: each
// is a production build of a copy of the project whose content/ is the content it starts from,
// edited, with its settings in the environment (the tested build's setting sets among them),
// written to its own folder, so `dist/` stays the site as it ships.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeUploadedPhoto } from './contentVariants.mjs';
import { editContent } from './editContent.mjs';
import { copyProject, projectRoot as root } from './projectCopy.mjs';
import { builds } from './siteVariants.mjs';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * A copy of the project whose content/ is a copy of `content`, with each edit applied to its file
 * (`editContent`), and `media` made.
 */
async function editedCopy({ content, edits, media }) {
  const folder = await copyProject(content);
  const contentFolder = join(folder, 'content');
  for (const [file, size] of Object.entries(media)) {
    await writeUploadedPhoto(join(contentFolder, 'media', file), size);
  }
  await editContent(contentFolder, edits);
  return folder;
}

/** Builds one variant; resolves with the build's output, rejects with it when the build fails. */
async function build(variant) {
  const { outDir, env, languages, sets } = variant;
  // Vite empties no folder outside the project it builds (the copies'), so a rebuild starts clean.
  await rm(resolve(root, outDir), { recursive: true, force: true });
  const cwd = await editedCopy(variant);
  // The copy's content/ is the content: the switch that chose it is not the build's.
  const inherited = { ...process.env };
  delete inherited.SITE_CONTENT;
  delete inherited.SITE_LANGUAGES;
  try {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'error'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        ...env,
        ...(languages ? { SITE_LANGUAGES: languages } : {}),
        // Every folder from this project's root, not the copy's, which is gone after the build.
        SITE_OUT_DIR: resolve(root, outDir),
        ...(sets.length > 0
          ? {
              SITE_SETTING_SETS: JSON.stringify(
                sets.map((set) => ({ outDir: resolve(root, set.outDir), env: set.env })),
              ),
            }
          : {}),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const status = await new Promise((done) => child.on('close', done));
    if (status !== 0) throw new Error(`The ${outDir} variant did not build:\n${output}`);
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

console.log(`Building ${builds.map(({ outDir }) => `${outDir}/`).join(', ')}`);
const results = await Promise.allSettled(builds.map(build));
const failed = results.filter((result) => result.status === 'rejected');
for (const { reason } of failed) console.error(reason.message);
if (failed.length > 0) process.exit(1);
