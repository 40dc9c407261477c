import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildSite } from './build-time/buildSite.ts';
import { contentCheckPlugin } from './build-time/contentCheck.ts';
import { contentFolderPlugin } from './build-time/contentFolder.ts';
import { editorPlugin } from './build-time/editorPlugin.ts';
import { formattedFactsPlugin } from './build-time/formattedFacts.ts';
import { projectFilesPlugin } from './build-time/projectFiles.ts';
import { outDir, prerenderOutDir, root } from './build-time/paths.ts';
import { siteSettings, siteSettingsPlugin } from './build-time/settings.ts';
import { kioskQrCodesPlugin } from './build-time/kioskQrCodes.ts';
import { motionStyleFunctions } from './build-time/motionStyles.ts';
import { pageStylesPlugin } from './build-time/pageStylesPlugin.ts';
import { siteFilesPlugin } from './build-time/siteFilesPlugin.ts';
import {
  builtLocales,
  localeEnvironment,
  manifestFile,
  siteLanguagePlugin,
} from './build-time/siteLanguage.ts';
import { uploadedPhotosPlugin } from './build-time/uploadedPhotos.ts';
import { imageHost } from './src/content/images.ts';
import { defaultLocale } from './src/content/locales.ts';
import { testContent } from './scripts/testContent.mjs';

// The unit tests read the frozen copy of the content; a build and the dev server read content/.
// (The end-to-end tests' builds of other content are built from a copy of the project whose
// content/ is that content: scripts/buildVariants.mjs. A build here would still read content/
// for what the build steps import themselves.)
if (process.env.VITEST) process.env.SITE_CONTENT ||= testContent;
else if (process.env.SITE_CONTENT) {
  throw new Error(
    `SITE_CONTENT=${process.env.SITE_CONTENT} is for the tests: build other content from a copy ` +
      'of the project, as scripts/buildVariants.mjs does',
  );
}

// The settings this build follows (contact delivery, photo source, the editor's repository),
// read and checked once.
const settings = siteSettings();
const photos = settings.photoSource;

/** The one test of the build's code that runs in a page: the bundled first-paint script's. */
const firstPaintTest = 'build-time/firstPaintBundle.test.ts';

// Each build step is a module in build-time/: siteLanguagePlugin (gives each build its language:
// build-time/siteLanguage.ts), contentCheckPlugin (the owner's content/ files against their
// schemas, before anything is built), buildSite (the browser and prerender bundles, one document
// per route, the service worker), siteFilesPlugin (CSP, favicon, robots.txt, sitemap, _headers,
// _redirects, app manifest), siteSettingsPlugin (the settings the pages read: the contact form's delivery and where photos
// come from, which a test build may override: build-time/settings.ts), kioskQrCodesPlugin (the
// kiosk's QR codes, drawn once as files), uploadedPhotosPlugin (the owner's own photos, described
// to the pages), editorPlugin (the owner's editor at /admin), and formattedFactsPlugin (what the
// pages format with Intl, formatted by the build for the browser; projectFilesPlugin does the same
// for the list of projects).
export default defineConfig(({ command }) => ({
  plugins: [
    contentFolderPlugin(),
    siteLanguagePlugin(),
    formattedFactsPlugin(),
    projectFilesPlugin(),
    contentCheckPlugin(),
    react(),
    siteFilesPlugin(settings),
    pageStylesPlugin(),
    siteSettingsPlugin(settings),
    kioskQrCodesPlugin(),
    uploadedPhotosPlugin(),
    editorPlugin(settings.editorBackend),
  ],
  // With photos through the site's origin, the dev server forwards their path to the image host as
  // the site's host does.
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
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router 7's `exports` send every condition, Vite's `production` included, to
            // dist/development, which differs from dist/production only by ENABLE_DEV_WARNINGS =
            // true (remix-run/react-router#14102). No resolve condition or `define` reaches the
            // production build, so the build imports it by path (0.5 KB gzip less, no dev warnings).
            {
              find: /^react-router$/,
              replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  // The stylesheets' own function (`counter-targets()`): the numbers the counters count to.
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
      output: {
        codeSplitting: {
          // The framework every page starts with, in a file of its own: each language is a build
          // of its own, and this way both name the same file (e2e/budgets.spec.ts), which a
          // visitor who switches language and the service worker fetch once.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (well under its budget), linked from every prerendered page,
    // so no page waits for JavaScript to fetch its styles.
    cssCodeSplit: false,
  },
  // Each language's browser and prerender builds (build-time/siteLanguage.ts): English's are
  // Vite's own `client` and `ssr`; another language's write into the same site, its manifest
  // beside English's, its prerender bundle into a folder of its own.
  environments: Object.fromEntries(
    builtLocales().flatMap((locale) => {
      const ssr = [
        localeEnvironment('ssr', locale),
        {
          build: {
            outDir: `${prerenderOutDir}/${locale}`,
            emptyOutDir: true,
            manifest: false,
            rolldownOptions: {
              input: { prerender: resolve(root, 'src/prerender.tsx') },
              // The prerender reads every project's file for the list (in the browser the
              // build's result stands in for it: build-time/projectFiles.ts), so the import of a
              // project page's own file is not a chunk of its own here, as nothing needs it to be.
              onLog: ((level, log, handler) => {
                if (
                  log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
                  log.message.includes('content/work/')
                )
                  return;
                handler(level, log);
              }) satisfies NonNullable<Rolldown.InputOptions['onLog']>,
            },
          },
        },
      ] as const;
      if (locale === defaultLocale) return [ssr];
      const client = [
        localeEnvironment('client', locale),
        {
          consumer: 'client',
          build: {
            outDir,
            emptyOutDir: false,
            manifest: manifestFile(locale),
            rolldownOptions: { input: resolve(root, 'index.html') },
          },
        },
      ] as const;
      return [client, ssr];
    }),
  ),
  test: {
    // The build's own code runs in Node, and so do its tests; the browser code's run in jsdom
    // (with the first-paint script, which runs in the page), whose setup per file cost more than
    // the build's tests themselves.
    projects: [
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['build-time/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: [...configDefaults.exclude, firstPaintTest],
          setupFiles: ['src/test/consoleGuard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', firstPaintTest],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // A render of the whole app on a busy machine can outlast the default 5 s; no test measures time.
    testTimeout: 15_000,
  },
}));
