import { resolve } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { createServer, type ViteDevServer } from 'vite';
import type { PageAssets, PageSettings } from '../../src/app/renderPage.tsx';
import { defaultLocale, locales, type Locale } from '../../src/content/locales.ts';
import { devRender } from '../devPages.ts';
import { firstPaintScript } from '../firstPaintBundle.ts';
import { root } from '../paths.ts';
import { siteSettings } from '../settings.ts';

/** A document as the render made it, parsed as a browser parses it (its scripts never run). */
export interface RenderedDocument {
  readonly address: string;
  readonly status: number;
  readonly html: string;
  readonly document: Document;
}

/**
 * What the tests render pages with: the build's shape of files (one page script, one
 * stylesheet) and the first-paint script itself, so a document's head is the build's.
 */
export const testAssets: PageAssets = {
  scripts: ['/assets/site-test.js'],
  stylesheets: ['/assets/style-test.css'],
  firstPaint: await firstPaintScript(),
};

/**
 * The site in one language as the tests read it: rendered by the one render, from the source,
 * by a dev server of its own (`npm run dev`, or `npm run dev:es`) on the content the tests read,
 * with the settings a test gives (by default the content's own).
 */
export interface RenderedSite {
  readonly locale: Locale;
  /** Every address the language's build writes a document for. */
  readonly addresses: readonly string[];
  render(address: string, settings?: PageSettings): Promise<RenderedDocument>;
  /** The site's own files (robots.txt, the sitemap, `_headers`, `_redirects`, the manifest). */
  files(settings?: PageSettings): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * A document parsed by jsdom, which reports what it cannot do itself: its CSS parser knows no
 * `@view-transition` rule, which the browsers that read it apply (the rest is a real problem).
 */
function parsed(html: string): Document {
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    if (!error.message.startsWith('Could not parse CSS stylesheet')) console.error(error.message);
  });
  return new JSDOM(html, { virtualConsole }).window.document;
}

export async function renderedSite(locale: Locale): Promise<RenderedSite> {
  const server: ViteDevServer = await createServer({
    configFile: resolve(root, 'vite.config.ts'),
    // `npm run dev:es` is `vite --mode es`: the mode names the dev server's language.
    mode: locale === defaultLocale ? 'development' : locale,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const module = await devRender(server);
  const settingsNow = () => siteSettings();
  return {
    locale,
    addresses: module.documentAddresses(),
    async render(address, settings = settingsNow()) {
      const { status, html } = await module.renderPage(address, { settings, assets: testAssets });
      return { address, status, html, document: parsed(html) };
    },
    files: async (settings = settingsNow()) =>
      module.siteFiles({ settings, assets: testAssets }, locales),
    close: () => server.close(),
  };
}
