import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type * as RenderEntry from '../src/app/renderPage.tsx';
import { localeOfPath } from '../src/content/locales.ts';
import type { SiteContent } from '../src/content/siteContent.ts';
import { bundleFirstPaint } from './firstPaintBundle.ts';
import { ownerContent, root } from './paths.ts';
import { siteSettings } from './settings.ts';
import { contentFailure, readSiteContent } from './siteContent.ts';
import { uploadedPhotosPlugin } from './uploadedPhotos.ts';

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
const devAssets = async (): Promise<RenderEntry.PageAssets> => ({
  scripts: ['/@id/__x00__@vitejs/plugin-react/preamble', '/src/site.ts'],
  // Every page links every stylesheet: the build gives each page its own (build-time/pageStyles.ts).
  stylesheetsOf: () => ['/styles/base.scss', ...moduleStylesheets()],
  // Bundled for each page, so an edit to it shows on reload.
  firstPaint: await bundleFirstPaint(),
  development: true,
});

/** The content types of the site's own files, by extension. */
const fileTypes: Readonly<Record<string, string>> = {
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
};

/** The dev server's render, freshly loaded: a file changed since is read again. */
async function devRender(server: ViteDevServer): Promise<RenderModule> {
  const environment = server.environments.ssr;
  if (!environment || !isRunnableDevEnvironment(environment)) {
    throw new Error('The dev server has no environment to render pages in');
  }
  return (await environment.runner.import(renderEntry)) as RenderModule;
}

/**
 * The owner's content as the dev server renders it: read again once a file of it has changed.
 * What is wrong with it is thrown, and the dev server shows it in place of the page.
 */
function ownerContentReader(server: () => ViteDevServer | undefined) {
  let read: Promise<SiteContent> | undefined;
  let watching = false;
  return async (): Promise<{ folder: string; content: SiteContent }> => {
    const watcher = server()?.watcher;
    if (watcher && !watching) {
      watching = true;
      watcher.on('all', (_event, file) => {
        if (!relative(ownerContent, file).startsWith('..')) read = undefined;
      });
    }
    read ??= readSiteContent(ownerContent).then(({ content, problems }) => {
      if (!content) throw new Error(contentFailure(problems));
      return content;
    });
    // A failed read is tried again on the next request, when the owner may have mended it.
    read.catch(() => (read = undefined));
    return { folder: ownerContent, content: await read };
  };
}

/**
 * The dev server answers every address with its page, from the source and the owner's content
 * (`npm run dev`: `/` in English, `/es` in Spanish), as the built site does (a path no page has
 * with its language's not-found page, 404), and the site's own files (robots.txt, the sitemap,
 * the app manifests, the kiosk's QR codes) with theirs, after Vite's own middlewares have served
 * the source and the public files. An edit to a component, a stylesheet, a content file or a
 * setting shows on reload. The uploaded photos' crops are served before it, made on request.
 */
export function devPagesPlugin(): Plugin[] {
  let devServer: ViteDevServer | undefined;
  const content = ownerContentReader(() => devServer);
  return [
    uploadedPhotosPlugin(content),
    {
      name: 'dev-pages',
      apply: 'serve',
      configureServer: (server) => {
        devServer = server;
        return () => {
          server.middlewares.use((request, response, next) => {
            if (request.method !== 'GET' && request.method !== 'HEAD') return next();
            const url = new URL(request.url ?? '/', 'http://localhost');
            void (async () => {
              const render = await devRender(server);
              const site = {
                content: (await content()).content,
                settings: siteSettings(process.env, ownerContent),
                assets: await devAssets(),
              };
              const file = render.siteFiles(site)[url.pathname.slice(1)];
              const type = fileTypes[url.pathname.split('.').at(-1) ?? ''];
              // The host's own instructions (`_headers`, `_redirects`) are read, never served.
              if (file !== undefined && type !== undefined) {
                response.setHeader('Content-Type', type);
                response.end(file);
                return;
              }
              const { status, html } = await render.renderPage(url.pathname + url.search, {
                ...site,
                locale: localeOfPath(url.pathname),
              });
              response.statusCode = status;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(html);
            })().catch((error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            });
          });
        };
      },
    },
  ];
}
