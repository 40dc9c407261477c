import { readdirSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildSite } from './build-time/buildSite.ts';
import { devPagesPlugin } from './build-time/devPages.ts';
import { ownerContent, outDir, renderOutDir, root } from './build-time/paths.ts';
import { siteSettings } from './build-time/settings.ts';
import type { SiteBuild } from './build-time/sites.ts';
import { motionStyleFunctions } from './build-time/motionStyles.ts';
import { pageStylesPlugin } from './build-time/pageStyles.ts';
import { imageHost } from './src/content/images.ts';
import { e2eSites } from './scripts/siteVariants.mjs';

/** The page script: the one entry of the browser's build. */
const pageScript = resolve(root, 'src/site.ts');
/** The render: the one entry of the render's build, run by the build alone. */
const render = resolve(root, 'src/app/renderPage.tsx');
/** The one test of the build's code that runs in a page: the bundled first-paint script's. */
const firstPaintTest = 'build-time/firstPaintBundle.test.ts';
/** What every unit test reads: the frozen content and the site rendered from it. */
const renderedSite = 'src/test/globalSetup.ts';
/** The browser code's test files that replace a module of the code they test (`vi.mock`). */
const mockingTests = readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/u.test(file))
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => readFileSync(resolve(root, file), 'utf8').includes('vi.mock('));

/**
 * The sites a build writes: the site as it ships, from the owner's content (`npm run build`);
 * in the mode `e2e` (`npm run build:tests`), that site and the end-to-end tests' sites, from the
 * frozen content (scripts/siteVariants.mjs), by the same one browser build and one render's build.
 */
const shipped: SiteBuild = { content: ownerContent, outDir };
const sitesOf = (mode: string): readonly SiteBuild[] =>
  mode === 'e2e' ? [shipped, ...e2eSites] : [shipped];

// Each build step is a module in build-time/ (ARCHITECTURE.md, "A page's path").
export default defineConfig(({ command, mode }) => {
  const sites = sitesOf(mode);
  const bundleDir = resolve(root, sites[0]?.outDir ?? outDir);
  // With photos through the site's origin, the dev server forwards their path to the image host
  // as the site's host does.
  const photos = command === 'serve' ? siteSettings(process.env, ownerContent).photoSource : null;
  return {
    // The dev server's pages are the render's (build-time/devPages.ts), not an index.html.
    appType: 'custom',
    plugins: [react(), pageStylesPlugin(), devPagesPlugin()],
    server: {
      proxy:
        photos?.kind === 'rewrite'
          ? {
              [`${photos.path}/`]: {
                target: imageHost,
                changeOrigin: true,
                rewrite: (path) => path.slice(photos.path.length),
              },
            }
          : undefined,
    },
    // The stylesheets' own functions: the motion tokens (`motion-tokens()`).
    css: { preprocessorOptions: { scss: { functions: motionStyleFunctions } } },
    builder: { buildApp: (builder) => buildSite(builder, sites) },
    build: {
      outDir: bundleDir,
      target: 'es2022',
      manifest: true,
      // Every browser of the build's target but Safari 15-16 preloads modules itself; those two
      // fetch each chunk when it is imported instead. The polyfill cost every page 0.3 KB gzip.
      modulePreload: { polyfill: false },
      rolldownOptions: { input: pageScript },
      assetsInlineLimit: 0,
      // The islands' styles in one stylesheet, which no page links (each page's own holds them:
      // build-time/pageStyles.ts), rather than one per chunk, which the browser would fetch as
      // each island's code arrives.
      cssCodeSplit: false,
    },
    // The render's build, into a folder outside the site: the build runs it and removes it.
    environments: {
      ssr: {
        build: {
          outDir: renderOutDir(bundleDir),
          emptyOutDir: true,
          manifest: false,
          rolldownOptions: { input: { renderPage: render } },
        },
      },
    },
    test: {
      // The build's own code runs in Node, and so do its tests and those of the documents the
      // render makes; the browser code's run in jsdom. The files of a worker share its modules and
      // its document (their setup, which empties it, runs for each), at half the cost of fresh ones
      // per file; but a file that replaces a module (`vi.mock`) gets modules of its own, or the
      // replacement would miss what another file had imported, or reach into the next file.
      // Every project but the built site's reads the one rendered site (src/test/globalSetup.ts).
      projects: [
        {
          extends: true,
          test: {
            name: 'build',
            globalSetup: [renderedSite],
            environment: 'node',
            include: ['build-time/**/*.test.ts', 'scripts/**/*.test.mjs', 'docs/*.test.ts'],
            exclude: [...configDefaults.exclude, firstPaintTest],
            setupFiles: ['src/test/consoleGuard.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            globalSetup: [renderedSite],
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', firstPaintTest],
            exclude: [...configDefaults.exclude, ...mockingTests],
            setupFiles: ['src/test/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'browser, modules replaced',
            globalSetup: [renderedSite],
            environment: 'jsdom',
            include: mockingTests,
            setupFiles: ['src/test/setup.ts'],
          },
        },
        {
          // What the build wrote, read as files once it is done (`npm run test:built`): the
          // checks of a build that need no browser.
          extends: true,
          test: {
            name: 'built',
            environment: 'node',
            include: ['e2e/built/**/*.test.ts'],
            setupFiles: ['src/test/consoleGuard.ts'],
            isolate: false,
          },
        },
      ],
      pool: 'threads',
      unstubGlobals: true,
      css: { modules: { classNameStrategy: 'non-scoped' } },
      restoreMocks: true,
      // A render of a whole page on a busy machine can outlast the default 5 s; no test measures
      // time.
      testTimeout: 15_000,
    },
  };
});
