import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadItemAt, pageMetaFor } from './app/routes.tsx';
import { siteBase, siteLocale } from './content/language.ts';
import { localePath, routeOf } from './content/locales.ts';
import { notFoundDocument } from './content/paths.ts';
import { sitePaths } from './content/pages.ts';
import { regions } from './content/regions.ts';
import { workItemPaths } from './pages/work/content/projectIndex.ts';
import { projectIndex } from './pages/work/content/projects.ts';
import { projectJsonLd } from './pages/work/projectJsonLd.ts';
import { localBusinessJsonLd } from './lib/jsonLd.ts';
import { pageHeadElements, type HeadElement } from './lib/pageHead.ts';

// What the build makes of the owner's photos: the crops the prerendered pages asked for.
export { requestedCrops } from './content/uploadedPhotoFiles.ts';
// The language's description of the site, for its app manifest.
export { siteDescription } from './content/pages.ts';

/**
 * What the prerender produces for one URL. The build (`build-time/`) writes it into the HTML
 * template; it lives here, with the code that produces it, because browser code never imports
 * `build-time/`.
 */
export interface PrerenderedPage {
  readonly html: string;
  readonly title: string;
  readonly head: readonly HeadElement[];
  /** Structured data for search engines, if the page has any. */
  readonly jsonLd?: string;
  /** The page's language (`<html lang>`). */
  readonly lang: string;
}

/**
 * Every document this language's build writes: its pages, the pages of its work (each filter and
 * each project), and its not-found page (`/es/404.html` for Spanish, which a host serves for
 * unknown paths under `/es/`).
 */
export const prerenderUrls: readonly string[] = [
  ...sitePaths,
  ...workItemPaths(
    projectIndex,
    regions.map((region) => region.name),
  ),
  notFoundDocument,
].map((path) => localePath(siteLocale, path));

/**
 * Build-time entry, bundled on its own (never into the browser's chunks): renders one URL of
 * the route table to HTML with its head tags.
 */
export async function prerender(url: string): Promise<PrerenderedPage> {
  const route = routeOf(siteLocale, url);
  // A project's page reads its project's file.
  await loadItemAt(route);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url} basename={siteBase || undefined}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const meta = pageMetaFor(route);
  return {
    html,
    title: meta.title,
    head: pageHeadElements(meta),
    jsonLd: route === '/' ? localBusinessJsonLd() : projectJsonLd(route),
    lang: siteLocale,
  };
}
