// Builds the end-to-end tests' variants of the site (scripts/deliveryVariants.mjs), one after the
// other: each is a full production build with the contact form's delivery set through
// CONTACT_DELIVERY, written to its own folder, so `dist/` stays the site as it ships.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deliveryVariants } from './deliveryVariants.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));

for (const { name, outDir, delivery } of deliveryVariants) {
  console.log(`Building the ${name} variant into ${outDir}/`);
  const { status } = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CONTACT_DELIVERY: JSON.stringify(delivery), SITE_OUT_DIR: outDir },
  });
  if (status !== 0) process.exit(status ?? 1);
}
