import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { pageMetaFor, preloadPage } from './app/routes.tsx';
import { notFoundDocument } from './content/paths.ts';
import { sitePaths } from './content/pages.ts';
import { localBusinessJsonLd } from './lib/jsonLd.ts';
import { pageHeadElements, type HeadElement } from './lib/pageHead.ts';

// What the build makes of the owner's photos: the crops the prerendered pages asked for.
export { requestedCrops } from './content/uploadedPhotoFiles.ts';

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
}

/** Every document the build writes: the site's routes and the static host's not-found page. */
export const prerenderUrls: readonly string[] = [...sitePaths, notFoundDocument];

/**
 * Build-time entry, bundled on its own (never into the browser's chunks): renders one URL of
 * the route table to HTML with its head tags.
 */
export async function prerender(url: string): Promise<PrerenderedPage> {
  await preloadPage(url);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const meta = pageMetaFor(url);
  return {
    html,
    title: meta.title,
    head: pageHeadElements(meta),
    jsonLd: url === '/' ? localBusinessJsonLd() : undefined,
  };
}
