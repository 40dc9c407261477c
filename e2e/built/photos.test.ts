import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { photoRewrite } from '../../scripts/photoVariants.mjs';
import { settingSets } from '../../scripts/siteVariants.mjs';
import { directiveSources } from '../../src/app/document/securityPolicy.ts';
import { imageHost } from '../../src/content/images.ts';
import { serviceWorkerFile } from '../../src/content/paths.ts';
import { buildFolder, builtText } from './builtSite.ts';

// The build with photos through the site's own origin (scripts/siteVariants.mjs), as its host
// gets it: the browser's side of it is e2e/photos.spec.ts.

/** The build that e2e/photos.spec.ts runs against, with photos under `photoRewrite.path`. */
const build = buildFolder(
  settingSets.find((set) => set.projects.some((project) => project.spec === 'photos'))?.outDir ??
    'no-photos-build',
);

it('names the image host nowhere but in the rule that forwards the photo path to it', () => {
  // Every file the host publishes or reads (not the compressed copies of them): the documents
  // with their structured data, the service worker, the scripts, the host's own files.
  const named = readdirSync(build, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/u.test(entry.name))
    .map((entry) => relative(fileURLToPath(build), join(entry.parentPath, entry.name)))
    .filter((file) => readFileSync(new URL(file, build)).includes(new URL(imageHost).hostname));
  expect(named).toEqual(['_redirects']);
  const rules = builtText('_redirects', build)
    .split('\n')
    .filter((line) => line.startsWith('/'));
  expect(rules).toContain(`${photoRewrite.path}/*  ${imageHost}/:splat  200`);
  expect(rules.filter((rule) => rule.includes(imageHost))).toHaveLength(1);
});

it('gives the service worker a policy with photos from the site alone', () => {
  // The pages' policy is their meta tag; the worker has none, so _headers states it in full.
  const worker = builtText('_headers', build)
    .split(/\n\s*\n/u)
    .find((block) => block.startsWith(`/${serviceWorkerFile}\n`));
  const policy = /Content-Security-Policy: (.*)/u.exec(worker ?? '')?.[1] ?? '';
  expect(directiveSources(policy, 'img-src')).toEqual(["'self'", 'data:']);
  expect(directiveSources(policy, 'connect-src')).toEqual(["'self'"]);
});
