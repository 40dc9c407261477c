import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ViteBuilder } from 'vite';
import { defineConfig } from 'vitest/config';
import { themeColor } from './src/content/seo.ts';
import { documentFileFor, renderDocument, type PrerenderedPage } from './src/lib/htmlDocument.ts';
import { contentSecurityPolicy } from './src/lib/securityPolicy.ts';
import { headersFile, robotsTxt, sitemapXml } from './src/lib/siteFiles.ts';

const root = import.meta.dirname;
const outDir = resolve(root, 'dist');
// The prerender bundle runs at build time only, so it is written outside the site's output.
const prerenderOutDir = resolve(root, 'node_modules/.prerender');

interface PrerenderModule {
  readonly prerenderUrls: readonly string[];
  readonly prerender: (url: string) => Promise<PrerenderedPage>;
}

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
}

/** The CSP meta tag in every page, and robots.txt, sitemap.xml and _headers from the content. */
function siteFilesPlugin(): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
          injectTo: 'head-prepend',
        },
        { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), siteFilesPlugin()],
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
}));
