import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { siteBase, siteLocale } from '../content/language.ts';
import { localePath, routeOf, type Locale } from '../content/locales.ts';
import { notFoundDocument } from '../content/paths.ts';
import { PageSettingsProvider, type PageSettings } from '../lib/pageSettings.tsx';
import { documentHtml, type PageAssets } from './document/documentHtml.ts';
import { pageHeadElements } from './document/pageHead.ts';
import {
  appManifest,
  appManifestPath,
  headersFile,
  pagePaths,
  redirectsFile,
  robotsTxt,
  sitemapXml,
} from './document/siteFiles.ts';
import { loadIslands } from './islands.ts';
import { pageAt } from './routes.tsx';
import { RootLayout } from './RootLayout.tsx';

export type { PageAssets, PageSettings };
/** This build's language: the dev server leads an address outside its pages into them. */
export { siteLocale };
// What the build makes of the owner's photos: the crops the rendered pages asked for.
export { requestedCrops } from '../content/uploadedPhotoFiles.ts';

/** What a site's render is given besides the address: its settings and its files' names. */
export interface Site {
  readonly settings: PageSettings;
  readonly assets: PageAssets;
}

/** A rendered document, with the status a host answers its address with. */
export interface RenderedPage {
  readonly status: 200 | 404;
  readonly html: string;
}

/**
 * The one render of the site: a page's whole document, from its address (in this build's
 * language: `/es/products` in Spanish) and the site's settings and files. The build writes each
 * document with it, the dev server answers each request with it, and the tests read what it
 * makes. An address no page has is the not-found page, status 404.
 */
export async function renderPage(
  address: string,
  { settings, assets }: Site,
): Promise<RenderedPage> {
  // Each island's component, drawn into the page as its own React root (`Island`).
  await loadIslands();
  const url = new URL(address, 'http://site.invalid');
  const route = routeOf(siteLocale, url.pathname);
  const { route: pattern, Page, meta, structuredData, found } = pageAt(route, settings);
  const body = renderToString(
    <StrictMode>
      <PageSettingsProvider settings={settings}>
        <StaticRouter location={url.pathname} basename={siteBase || undefined}>
          <RootLayout notFound={!found}>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </RootLayout>
        </StaticRouter>
      </PageSettingsProvider>
    </StrictMode>,
  );
  const html = documentHtml(
    {
      lang: siteLocale,
      title: meta.title,
      head: pageHeadElements(meta),
      structuredData,
      body,
    },
    settings,
    assets,
  );
  return { status: found ? 200 : 404, html };
}

/**
 * Every document this language's build writes: its pages, the pages of its work (each filter and
 * each project), and its not-found page (`/es/404.html` for Spanish, which a host serves for
 * unknown paths under `/es/`).
 */
export const documentAddresses = (): string[] =>
  [...pagePaths(), notFoundDocument].map((path) => localePath(siteLocale, path));

/**
 * The site's own files beside its documents, by their path from its root: robots.txt, the
 * sitemap, the host's `_headers` and `_redirects` (`built`: the languages this site has), and this
 * language's app manifest.
 */
export function siteFiles(
  { settings, assets }: Site,
  built: readonly Locale[],
): Record<string, string> {
  return {
    [appManifestPath(siteLocale).slice(1)]: appManifest(),
    'robots.txt': robotsTxt(),
    'sitemap.xml': sitemapXml(),
    _headers: headersFile(settings, assets),
    _redirects: redirectsFile(built, settings.photoSource),
  };
}
