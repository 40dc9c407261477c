import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type * as RenderEntry from '../src/app/renderPage.tsx';
import { localePath, routeOf } from '../src/content/locales.ts';
import { builtLocales } from './siteLanguage.ts';
import { bundleFirstPaint } from './firstPaintBundle.ts';
import { root } from './paths.ts';
import { siteSettings } from './settings.ts';

/** The render, as the dev server's module runner loads it from the source. */
type RenderModule = typeof RenderEntry;

const renderEntry = '/src/app/renderPage.tsx';

/** Every component's stylesheet, by its path from the root, in name order. */
function moduleStylesheets(folder = resolve(root, 'src')): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.scss'))
    .map((file) => `/${relative(root, resolve(folder, file)).split('\\').join('/')}`)
    .sort();
}

/**
 * What the dev server's pages link to: React's refresh preamble (which the components' modules
 * look for), then the page script, from the source; the stylesheets as links, so a page is styled
 * before its script runs and without JavaScript, as a built page is.
 */
export const devAssets = async (): Promise<RenderEntry.PageAssets> => ({
  scripts: ['/@id/__x00__@vitejs/plugin-react/preamble', '/src/site.ts'],
  stylesheets: ['/styles/base.scss', ...moduleStylesheets()],
  // Bundled for each page, so an edit to it shows on reload.
  firstPaint: await bundleFirstPaint(),
  development: true,
});

/** The content types of the site's own files, by extension. */
const fileTypes: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  webmanifest: 'application/manifest+json',
};

/** The dev server's render, freshly loaded: a file changed since is read again. */
export async function devRender(server: ViteDevServer): Promise<RenderModule> {
  const environment = server.environments.ssr;
  if (!environment || !isRunnableDevEnvironment(environment)) {
    throw new Error('The dev server has no environment to render pages in');
  }
  return (await environment.runner.import(renderEntry)) as RenderModule;
}

/**
 * A page's document as the dev server renders it: from the source, with the settings as the
 * content folder has them now (or as a test gives them), so an edit to a component, a
 * stylesheet, a content file or a setting shows on reload. The tests render pages through it.
 */
export async function renderDevPage(
  server: ViteDevServer,
  address: string,
  settings: RenderEntry.PageSettings = siteSettings(),
): Promise<RenderEntry.RenderedPage> {
  const module = await devRender(server);
  return module.renderPage(address, { settings, assets: await devAssets() });
}

/** The site's own files as the dev server makes them (`siteFiles`), with these settings. */
export async function devSiteFiles(
  server: ViteDevServer,
  settings: RenderEntry.PageSettings = siteSettings(),
): Promise<Record<string, string>> {
  const module = await devRender(server);
  return module.siteFiles({ settings, assets: await devAssets() }, builtLocales());
}

/** Every address this dev server's language has a document for (`documentAddresses`). */
export const devDocumentAddresses = async (server: ViteDevServer): Promise<string[]> =>
  (await devRender(server)).documentAddresses();

/**
 * The dev server answers every address with its page, as the built site does (a path no page
 * has with the not-found page, 404), and the site's own files (robots.txt, the sitemap, the app
 * manifest) with theirs, after Vite's own middlewares have served the source and the public
 * files. The dev-only middlewares (QR codes, uploaded photos' crops, the photo path's proxy) come
 * before it.
 */
export function devPagesPlugin(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    configureServer: (server) => () => {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        void (async () => {
          const module = await devRender(server);
          const files = await devSiteFiles(server);
          const file = files[url.pathname.slice(1)];
          const type = fileTypes[url.pathname.split('.').at(-1) ?? ''];
          // The host's own instructions (`_headers`, `_redirects`) are read, never served.
          if (file !== undefined && type !== undefined) {
            response.setHeader('Content-Type', type);
            response.end(file);
            return;
          }
          // A language's dev server has its pages under its base (`/es`), as its build does:
          // an address outside them leads to its version there.
          const outside = routeOf(module.siteLocale, url.pathname) === url.pathname;
          const page = localePath(module.siteLocale, url.pathname);
          if (outside && page !== url.pathname) {
            response.statusCode = 302;
            response.setHeader('Location', page + url.search);
            response.end();
            return;
          }
          const { status, html } = await renderDevPage(server, url.pathname + url.search);
          response.statusCode = status;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
