// Builds the end-to-end tests' variants of the site, one after the other: each is a full
// production build with one setting overridden, written to its own folder, so `dist/` stays the
// site as it ships. The contact form's delivery (scripts/deliveryVariants.mjs) is set through
// CONTACT_DELIVERY, the photos' source (scripts/photoVariants.mjs) through PHOTO_SOURCE.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deliveryVariants } from './deliveryVariants.mjs';
import { photoVariants } from './photoVariants.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
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
];

for (const { name, outDir, env } of builds) {
  console.log(`Building the ${name} variant into ${outDir}/`);
  const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, SITE_OUT_DIR: outDir },
  });
  if (status !== 0) process.exit(status ?? 1);
}
