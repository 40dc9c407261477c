import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { localeBase, localePath, locales, routeOf, type Locale } from '../content/locales.ts';
import { notFoundDocument } from '../content/paths.ts';
import { viewOf, type SiteContent } from '../content/siteContent.ts';
import { handedOver, qrCodeFile } from '../kiosk/qrCodeFiles.ts';
import { PageProvider, type PageContext, type PageSettings } from '../lib/pageContext.tsx';
import { documentHtml, siteInlines, type PageAssets } from './document/documentHtml.ts';
import { inlineStyle } from './document/inlineStyle.ts';
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
// The site's base styles, which every page's stylesheet starts with (build-time/pageStyles.ts).
import '../../styles/base.scss';

export type { PageAssets, PageSettings, SiteContent };
// What the build makes of the owner's photos: the crops a content's rendered pages asked for.
export { requestedCrops } from '../content/uploadedPhotoFiles.ts';

/**
 * What the render is given besides the address: the content (read and parsed by its schemas),
 * the settings, and the names of the site's files. A build, the dev server and the tests each
 * read them and hand them over; the render reads nothing else.
 */
export interface Site {
  readonly content: SiteContent;
  readonly settings: PageSettings;
  readonly assets: PageAssets;
}

/** What a page's render is given: the site, and the language of the page. */
export interface RenderInputs extends Site {
  readonly locale: Locale;
}

/** A rendered document, with the status a host answers its address with. */
export interface RenderedPage {
  readonly status: 200 | 404;
  readonly html: string;
}

/**
 * The one render of the site: a page's whole document, from its address (`/es/products` in
 * Spanish, with `locale` saying so), the content, the settings and the site's files. The build
 * writes each document with it, the dev server answers each request with it, and the tests read
 * what it makes. An address no page has is the not-found page, status 404.
 */
export async function renderPage(
  address: string,
  { locale, content, settings, assets }: RenderInputs,
): Promise<RenderedPage> {
  // Each island's component, drawn into the page as its own React root (`Island`).
  await loadIslands();
  const url = new URL(address, 'http://site.invalid');
  const page: PageContext = { ...viewOf(content, locale), settings };
  const {
    route: pattern,
    module,
    Page,
    meta,
    structuredData,
    question,
    found,
  } = pageAt(routeOf(locale, url.pathname), page);
  const body = renderToString(
    <StrictMode>
      <PageProvider page={page}>
        <StaticRouter location={url.pathname} basename={localeBase(locale) || undefined}>
          <RootLayout notFound={!found} question={question}>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </RootLayout>
        </StaticRouter>
      </PageProvider>
    </StrictMode>,
  );
  const html = documentHtml(
    {
      lang: locale,
      title: meta.title,
      head: pageHeadElements(page, meta),
      structuredData,
      body,
      style: inlineStyle(page),
      stylesheets: assets.stylesheetsOf(module),
    },
    settings,
    assets,
  );
  return { status: found ? 200 : 404, html };
}

/**
 * Every document of a site, in every language: its pages, the pages of its work (each filter
 * and each project), and each language's not-found page (`/es/404.html` for Spanish, which a host
 * serves for unknown paths under `/es/`), each with the language it is in.
 */
export const documentAddresses = (content: SiteContent): { address: string; locale: Locale }[] =>
  locales.flatMap((locale) =>
    [...pagePaths(viewOf(content, locale)), notFoundDocument].map((path) => ({
      address: localePath(locale, path),
      locale,
    })),
  );

/**
 * The site's own files beside its documents, by their path from its root: robots.txt, the
 * sitemap, the host's `_headers` and `_redirects`, each language's app manifest, and the kiosk's
 * QR codes.
 */
export function siteFiles({ content, settings, assets }: Site): Record<string, string> {
  const view = viewOf(content, locales[0]);
  return {
    ...Object.fromEntries(
      locales.map((locale) => [
        appManifestPath(locale).slice(1),
        appManifest(viewOf(content, locale)),
      ]),
    ),
    ...Object.fromEntries(
      handedOver(view).map((value) => {
        const { path, svg } = qrCodeFile(value);
        return [path.slice(1), svg];
      }),
    ),
    'robots.txt': robotsTxt(view),
    'sitemap.xml': sitemapXml(view),
    _headers: headersFile(settings, siteInlines(assets, inlineStyle(view))),
    _redirects: redirectsFile(settings.photoSource),
  };
}
