// Builds the end-to-end tests' variants of the site, one after the other: each is a full
// production build with one setting overridden, written to its own folder, so `dist/` stays the
// site as it ships. The contact form's delivery (scripts/deliveryVariants.mjs) is set through
// CONTACT_DELIVERY, the photos' source (scripts/photoVariants.mjs) through PHOTO_SOURCE. The
// content variants (scripts/contentVariants.mjs) are built from a copy of the project whose
// content/ files are edited.
import { spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentVariants, uploadedVariant, writeUploadedPhoto } from './contentVariants.mjs';
import { deliveryVariants } from './deliveryVariants.mjs';
import { photoVariants } from './photoVariants.mjs';
import { copyProject, projectRoot as root } from './projectCopy.mjs';

const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

const builds = [
  ...deliveryVariants.map(({ name, outDir, delivery }) => ({
    name,
    outDir,
    env: { CONTACT_DELIVERY: JSON.stringify(delivery) },
  })),
  ...photoVariants.map(({ name, outDir, photoSource }) => ({
    name,
    outDir,
    env: { PHOTO_SOURCE: JSON.stringify(photoSource) },
  })),
  ...[...contentVariants, uploadedVariant].map(({ name, outDir, edits, media }) => ({
    name,
    outDir,
    env: {},
    edits,
    media,
  })),
];

/**
 * A copy of the project with each edit applied to its content/ file, to every language's version
 * (the languages share their lists and photos), and `media` made.
 */
async function editedCopy(edits, media = {}) {
  const folder = await copyProject();
  for (const [file, size] of Object.entries(media)) {
    await writeUploadedPhoto(join(folder, 'content/media', file), size);
  }
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(folder, 'content', file);
    const versions = JSON.parse(await readFile(path, 'utf8'));
    for (const version of Object.values(versions)) edit(version);
    await writeFile(path, JSON.stringify(versions, null, 2));
  }
  return folder;
}

for (const { name, outDir, env, edits, media } of builds) {
  console.log(`Building the ${name} variant into ${outDir}/`);
  // Vite empties no folder outside the project it builds (the copies'), so a rebuild starts clean.
  await rm(resolve(root, outDir), { recursive: true, force: true });
  const cwd = edits ? await editedCopy(edits, media) : root;
  const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env, SITE_OUT_DIR: resolve(root, outDir) },
  });
  if (cwd !== root) await rm(cwd, { recursive: true });
  if (status !== 0) process.exit(status ?? 1);
}
