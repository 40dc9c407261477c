import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { defineConfig } from 'vitest/config';
import { notFoundDocument } from './src/content/paths.ts';
import { themeColor } from './src/content/seo.ts';
import { contentSecurityPolicy } from './src/lib/securityPolicy.ts';
import { headersFile, robotsTxt, sitemapXml } from './src/lib/siteFiles.ts';

const prerenderScript = resolve(import.meta.dirname, 'src/prerender.tsx');

/**
 * The site's own build steps: the CSP meta tag in every page, robots.txt, sitemap.xml and _headers
 * from the content modules, and removal of the prerender entry's code, which runs at build time
 * only and must not be shipped.
 */
function siteFilesPlugin(): Plugin {
  return {
    name: 'site-files',
    apply: 'build',
    enforce: 'post',
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
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml() });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });

      // Keep only the chunks the browser entry can reach, statically or through lazy routes.
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const reachable = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (reachable.has(fileName) || chunk?.type !== 'chunk') return;
        reachable.add(fileName);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      chunks
        .filter((chunk) => chunk.isEntry && chunk.facadeModuleId !== prerenderScript)
        .forEach((chunk) => visit(chunk.fileName));
      for (const chunk of chunks) {
        if (!reachable.has(chunk.fileName)) Reflect.deleteProperty(bundle, chunk.fileName);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vitePrerenderPlugin({
      renderTarget: '#root',
      prerenderScript,
      additionalPrerenderRoutes: [notFoundDocument],
    }),
    siteFilesPlugin(),
  ],
  build: {
    target: 'es2022',
    manifest: true,
    assetsInlineLimit: 0,
    // One stylesheet for the whole site (well under its budget), linked from every prerendered page,
    // so no page waits for JavaScript to fetch its styles.
    cssCodeSplit: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
  },
});
