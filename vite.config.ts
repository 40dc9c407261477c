import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ViteBuilder } from 'vite';
import { defineConfig } from 'vitest/config';
import { generateSW } from 'workbox-build';
import { serviceWorkerFile } from './src/content/paths.ts';
import { themeColor } from './src/content/seo.ts';
import type * as PrerenderEntry from './src/prerender.tsx';
import { documentFileFor, renderDocument } from './build-time/htmlDocument.ts';
import { contentSecurityPolicy } from './build-time/securityPolicy.ts';
import {
  appManifest,
  appManifestFile,
  headersFile,
  robotsTxt,
  sitemapXml,
} from './build-time/siteFiles.ts';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist');
// The prerender bundle runs at build time only, so it is written outside the site's output.
const prerenderOutDir = resolve(root, 'node_modules/.prerender');

/** The built `src/prerender.tsx`, run by the build only. */
type PrerenderModule = typeof PrerenderEntry;

/**
 * Builds the browser bundle and the prerender bundle separately (so the browser's chunks are
 * tree-shaken for the browser alone, without the router's server rendering code), then writes
 * one HTML document per route into the built `index.html`.
 */
async function buildSite(builder: ViteBuilder): Promise<void> {
  const { client, ssr } = builder.environments;
  if (!client || !ssr) throw new Error('The client and ssr build environments are required');
  await builder.build(client);
  await builder.build(ssr);

  const entry = pathToFileURL(resolve(prerenderOutDir, 'prerender.js')).href;
  const { prerender, prerenderUrls } = (await import(entry)) as PrerenderModule;
  const template = await readFile(resolve(outDir, 'index.html'), 'utf8');
  for (const url of prerenderUrls) {
    const file = resolve(outDir, documentFileFor(url));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderDocument(template, await prerender(url)));
  }
  await rm(prerenderOutDir, { recursive: true, force: true });
  builder.config.logger.info(
    `Prerendered ${prerenderUrls.length} documents: ${prerenderUrls.join(' ')}`,
  );

  // Last, once every document exists, so the service worker precaches the prerendered pages.
  const { count, size } = await buildServiceWorker();
  builder.config.logger.info(
    `Service worker precaches ${count} files (${Math.round(size / 1024)} KB)`,
  );
}

/**
 * The offline service worker: it precaches every route's document with the scripts, styles,
 * fonts and icons, and keeps recently shown photos, so a kiosk keeps working when the network
 * drops. It never takes over a page by itself: the page activates an update when it is safe.
 */
function buildServiceWorker() {
  return generateSW({
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    globIgnores: ['.vite/**', 'og-image.png'],
    swDest: resolve(outDir, serviceWorkerFile),
    mode: 'production',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // `products/index.html` is what the host serves at `/products`: cache it under that URL.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url.replace(/^(.+)\/index\.html$/, '$1'),
        })),
        warnings: [],
      }),
    ],
    // `/?kiosk=1&idle=60` is the same document as `/`.
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: /^https:\/\/images\.unsplash\.com\//,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'photos',
          expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          // Photos are plain cross-origin images: their responses are opaque (status 0).
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  });
}

/**
 * Writes the favicon into the page as a data URL. As a file it was one more request at the start
 * of every page load, sharing a phone's connection with the first photo and the heading font. The
 * file stays in `public/` for the app manifest.
 */
async function inlineFavicon(html: string): Promise<string> {
  const link = 'rel="icon" href="/favicon.svg"';
  if (!html.includes(link)) throw new Error(`No <link ${link}> in index.html`);
  const svg = (await readFile(resolve(root, 'public/favicon.svg'), 'utf8')).trim();
  return html.replace(link, `rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
}

/**
 * The CSP meta tag and the inline favicon in every page, and robots.txt, sitemap.xml, _headers
 * and the app manifest from the content.
 */
function siteFilesPlugin(): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => ({
        html: await inlineFavicon(html),
        tags: [
          {
            tag: 'meta',
            attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
            injectTo: 'head-prepend',
          },
          { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
        ],
      }),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
      this.emitFile({ type: 'asset', fileName: appManifestFile, source: appManifest() });
    },
  };
}

/**
 * Starts every page with one small script, `src/boot.ts`, in place of the app's entry, its module
 * preloads and the manifest link: it waits until the prerendered content is on screen, then adds
 * them. The entry, its imports and the chunks stay as Vite builds them; only the tags that would
 * fetch them at once leave the page, and the boot script carries their URLs instead. (Chromium
 * fetches the manifest and an icon from it as soon as it sees the link.) At low priority, so even
 * the boot script gives way to the stylesheet, the font and the first photo.
 */
function bootScriptPlugin(): Plugin {
  let base = '/';
  return {
    name: 'boot-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolve(root, 'src/boot.ts'), name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === 'boot',
        );
        if (!boot) throw new Error('The boot chunk is missing from the bundle');
        const take = (tag: RegExp, what: string) => {
          const url = tag.exec(html)?.[1];
          if (url === undefined) throw new Error(`index.html has no ${what}`);
          html = html.replace(tag, '');
          return url;
        };
        const entry = take(
          /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/,
          'entry script',
        );
        const manifest = take(/<link rel="manifest" href="([^"]+)" \/>\s*/, 'manifest link');
        const preloads: string[] = [];
        const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/;
        while (preloadTag.test(html)) preloads.push(take(preloadTag, 'module preload'));
        // Loud if Vite ever writes these tags differently: a missed one would load at once.
        if (/<script\b[^>]*\bsrc=|rel="(modulepreload|manifest)"/.test(html)) {
          throw new Error('index.html still loads a script, a module preload or the manifest');
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: {
                type: 'module',
                fetchpriority: 'low',
                crossorigin: true,
                src: `${base}${boot.fileName}`,
                'data-app': entry,
                'data-app-imports': preloads.join(' '),
                'data-manifest': manifest,
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), siteFilesPlugin(), bootScriptPlugin()],
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router's package exports point at its development build in every mode
            // (remix-run/react-router#14102), which ships dev-only warnings; the browser bundle
            // takes the production build it also publishes.
            {
              find: /^react-router$/,
              replacement: resolve(root, 'node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : [],
  },
  builder: { buildApp: buildSite },
  build: {
    outDir,
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (well under its budget), linked from every prerendered page,
    // so no page waits for JavaScript to fetch its styles.
    cssCodeSplit: false,
  },
  environments: {
    ssr: {
      build: {
        outDir: prerenderOutDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { input: { prerender: resolve(root, 'src/prerender.tsx') } },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build-time/**/*.test.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // A render of the whole app on a busy machine can outlast the default 5 s; no test measures time.
    testTimeout: 15_000,
  },
}));
