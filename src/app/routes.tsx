import { use } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../content/paths.ts';
import { pageMeta, type PageMetaData } from '../content/seo.ts';
import { lazyPage, type LazyPage } from './lazyPage.tsx';
import { RootLayout } from './RootLayout.tsx';

interface PageRoute {
  /** `undefined` for the catch-all (not found) page. */
  readonly path?: string;
  readonly meta: PageMetaData;
  readonly page: LazyPage;
}

/**
 * The one route table: the browser, the prerender and the tests all use it. Each page is its own
 * chunk, so a route ships only its own code. It is a declarative router (not a data router):
 * the site has no loaders or actions, and the data router's code would cost every route about
 * 14 KB of gzip JavaScript before it is interactive.
 */
const pageRoutes: readonly PageRoute[] = [
  {
    path: paths.home,
    meta: pageMeta.home,
    page: lazyPage(() =>
      import('../pages/home/HomePage.tsx').then((m) => ({
        Component: m.HomePage,
        slices: m.homeSlices,
      })),
    ),
  },
  {
    path: paths.products,
    meta: pageMeta.products,
    page: lazyPage(() =>
      import('../pages/products/ProductsPage.tsx').then((m) => ({ Component: m.ProductsPage })),
    ),
  },
  {
    path: paths.services,
    meta: pageMeta.services,
    page: lazyPage(() =>
      import('../pages/services/ServicesPage.tsx').then((m) => ({ Component: m.ServicesPage })),
    ),
  },
  {
    path: paths.about,
    meta: pageMeta.about,
    page: lazyPage(() =>
      import('../pages/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
    ),
  },
  {
    path: paths.contact,
    meta: pageMeta.contact,
    page: lazyPage(() =>
      import('../pages/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
    ),
  },
  {
    meta: pageMeta.notFound,
    page: lazyPage(() =>
      import('../pages/not-found/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })),
    ),
  },
];

/**
 * The shared layout, once the code of the page it is to show has arrived (or failed to). A
 * navigation renders inside a React transition, so while this waits the current page stays on
 * screen, whole and usable, instead of fading out into an empty main area.
 */
function Layout() {
  const { pathname, key } = useLocation();
  use(pageRouteFor(pathname).page.downloaded(key));
  return <RootLayout />;
}

const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    // Each child carries its page route as its handle, for the lookups below.
    children: pageRoutes.map((route) =>
      route.path === paths.home
        ? { index: true, element: <route.page.Page />, handle: route }
        : { path: route.path ?? '*', element: <route.page.Page />, handle: route },
    ),
  },
];

/** The page a pathname shows: one of the site's routes, or the not-found page. */
function pageRouteFor(pathname: string): PageRoute {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as PageRoute | undefined) ?? (pageRoutes.at(-1) as PageRoute);
}

/** The head data (title, description, canonical) of the page at a pathname. */
export const pageMetaFor = (pathname: string): PageMetaData => pageRouteFor(pathname).meta;

/** Loads the code of the page at a pathname, so it can render without suspending. */
export const preloadPage = (pathname: string): Promise<void> =>
  pageRouteFor(pathname).page.preload();

/**
 * Loads what hydrating the prerendered page at a pathname needs: its module, without the slices
 * that hydrate later on their own.
 */
export const preloadForHydration = (pathname: string): Promise<void> =>
  pageRouteFor(pathname).page.preloadForHydration();

/** The routed app, inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
