import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import { sitePaths } from './content/paths.ts';
import { pageMeta } from './content/seo.ts';
import { localBusinessJsonLd } from './lib/jsonLd.ts';
import { pageHeadElements } from './lib/pageHead.ts';
import { isRouteHandle } from './lib/routeHandle.ts';

interface PrerenderData {
  readonly url: string;
}

const origin = 'http://localhost';

/** Build-time entry: renders one URL of the route table to HTML with its head tags. */
export async function prerender({ url }: PrerenderData) {
  // Server-only code is imported here, so it stays out of the browser's chunks.
  const { renderToString } = await import('react-dom/server.edge');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );

  const meta =
    context.matches
      .map((match) => match.route.handle as unknown)
      .filter(isRouteHandle)
      .at(-1)?.meta ?? pageMeta.notFound;

  const elements = new Set<{ type: string; props: object; children?: string }>(
    pageHeadElements(meta),
  );
  if (url === '/') {
    elements.add({
      type: 'script',
      props: { type: 'application/ld+json' },
      children: localBusinessJsonLd(),
    });
  }

  return {
    html,
    links: new Set<string>(sitePaths),
    head: { lang: 'en', title: meta.title, elements },
  };
}
