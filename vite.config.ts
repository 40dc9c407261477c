import { readdirSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildSite } from './build-time/buildSite.ts';
import { contentCheckPlugin } from './build-time/contentCheck.ts';
import { contentFolderPlugin } from './build-time/contentFolder.ts';
import { devPagesPlugin } from './build-time/devPages.ts';
import { editorPlugin } from './build-time/editorPlugin.ts';
import { outDir, root } from './build-time/paths.ts';
import { siteSettings } from './build-time/settings.ts';
import { kioskQrCodesPlugin } from './build-time/kioskQrCodes.ts';
import { motionStyleFunctions } from './build-time/motionStyles.ts';
import { pageStylesPlugin } from './build-time/pageStylesPlugin.ts';
import { buildEnvironments, siteLanguagePlugin } from './build-time/siteLanguage.ts';
import { uploadedPhotosPlugin } from './build-time/uploadedPhotos.ts';
import { imageHost } from './src/content/images.ts';
import { testContent } from './scripts/testContent.mjs';

// The unit tests read the frozen copy of the content; a build and the dev server read content/,
// or the folder SITE_CONTENT names (the end-to-end tests' builds).
if (process.env.VITEST) process.env.SITE_CONTENT ||= testContent;

// The settings this build follows (contact delivery, photo source, the editor's repository),
// read and checked once. The pages get theirs from the render (build-time/buildSite.ts).
const settings = siteSettings();
const photos = settings.photoSource;

/** The page script: the one entry of each language's browser build. */
const pageScript = resolve(root, 'src/site.ts');
/** The render: the one entry of each language's render build, run by the build alone. */
const render = resolve(root, 'src/app/renderPage.tsx');
/** The one test of the build's code that runs in a page: the bundled first-paint script's. */
const firstPaintTest = 'build-time/firstPaintBundle.test.ts';
/** The browser code's test files that replace a module of the code they test (`vi.mock`). */
const mockingTests = readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/u.test(file))
  .map((file) => `src/${file.split(sep).join('/')}`)
  .filter((file) => readFileSync(resolve(root, file), 'utf8').includes('vi.mock('));

// Each build step is a module in build-time/ (ARCHITECTURE.md, "A page's path").
export default defineConfig(({ command }) => ({
  // The dev server's pages are the render's (build-time/devPages.ts), not an index.html.
  appType: 'custom',
  plugins: [
    contentFolderPlugin(),
    siteLanguagePlugin(),
    contentCheckPlugin(),
    react(),
    pageStylesPlugin(),
    kioskQrCodesPlugin(),
    uploadedPhotosPlugin(),
    editorPlugin(settings.editorBackend),
    devPagesPlugin(),
  ],
  // With photos through the site's origin, the dev server forwards their path to the image host
  // as the site's host does.
  server: {
    proxy:
      photos.kind === 'rewrite'
        ? {
            [`${photos.path}/`]: {
              target: imageHost,
              changeOrigin: true,
              rewrite: (path) => path.slice(photos.path.length),
            },
          }
        : undefined,
  },
  // The stylesheets' own functions: the numbers the counters count to (`counter-targets()`), and
  // the motion tokens (`motion-tokens()`).
  css: { preprocessorOptions: { scss: { functions: motionStyleFunctions } } },
  builder: { buildApp: (builder) => buildSite(builder, settings) },
  build: {
    outDir,
    target: 'es2022',
    manifest: true,
    // Every browser of the build's target but Safari 15-16 preloads modules itself; those two
    // fetch each chunk when it is imported instead. The polyfill cost every page 0.3 KB gzip.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: pageScript,
      output: {
        codeSplitting: {
          // React and its DOM renderer, which every island starts with, in a file of its own:
          // each language is a build of its own, and this way both name the same file
          // (e2e/budgets.spec.ts), which a visitor who switches language and the service worker
          // fetch once.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (well under its budget), linked from every page, so no
    // page waits for JavaScript to fetch its styles.
    cssCodeSplit: false,
  },
  // Each language's browser and render builds (build-time/siteLanguage.ts); the dev server and
  // the tests' renders are one language's, named by the mode.
  environments: command === 'build' ? buildEnvironments({ pageScript, render }) : {},
  test: {
    // The build's own code runs in Node, and so do its tests and those of the documents the
    // render makes; the browser code's run in jsdom. The files of a worker share its modules and
    // its document (their setup, which empties it, runs for each), at half the cost of fresh ones
    // per file; but a file that replaces a module (`vi.mock`) gets modules of its own, or the
    // replacement would miss what another file had imported, or reach into the next file.
    projects: [
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['build-time/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, firstPaintTest],
          setupFiles: ['src/test/consoleGuard.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
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
          environment: 'jsdom',
          include: mockingTests,
          setupFiles: ['src/test/setup.ts'],
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
}));
