import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isItemPath, pageList, paths } from '../content/pages.ts';
import type { PageMetaData } from '../content/seo.ts';
import type { LazySlice } from '../lib/lazySlice.tsx';
import { lazyPage, type LazyPage, type PageCode } from './lazyPage.tsx';
import { PageMeta } from './PageMeta.tsx';
import { RootLayout } from './RootLayout.tsx';

interface PageRoute {
  /** `undefined` for the catch-all (not found) page. */
  readonly path?: string;
  /** The page table's head data; a page per item has its items' own (`PageCode.itemMeta`). */
  readonly meta: PageMetaData;
  /** Its module, as the build names it (`src/pages/…`). */
  readonly module: string;
  readonly page: LazyPage;
}

/** What a page's module exports (`src/content/pages.ts`). */
interface PageModule {
  readonly default: ComponentType;
  readonly slices?: readonly LazySlice[];
  readonly itemMeta?: PageCode['itemMeta'];
  readonly itemData?: PageCode['itemData'];
}

// Every page module, each its own chunk, so a route ships only its own code. `shared/` holds
// parts of pages, not pages.
const pageModules = import.meta.glob<PageModule>(['../pages/*/*Page.tsx', '!../pages/shared/**']);

/**
 * The router's view of the page table (`src/content/pages.ts`), which the prerender and the
 * tests read too. It is a declarative router (not a data router): the site has no loaders or
 * actions, and the data router's code would cost every route about 14 KB of gzip JavaScript
 * before it is interactive.
 */
const pageRoutes: readonly PageRoute[] = pageList.map((entry) => {
  const load = pageModules[`../pages/${entry.module}`];
  if (!load) throw new Error(`The page table names ${entry.module}, which is not in src/pages`);
  return {
    path: entry.path,
    meta: entry,
    module: `src/pages/${entry.module}`,
    page: lazyPage(() =>
      load().then((module) => ({
        Component: module.default,
        slices: module.slices,
        itemMeta: module.itemMeta,
        itemData: module.itemData,
      })),
    ),
  };
});

/**
 * The shared layout, once the code of the page it is to show has arrived (or failed to). A
 * navigation renders inside a React transition, so while this waits the current page stays on
 * screen, whole and usable, instead of fading out into an empty main area.
 */
function Layout() {
  const { pathname, key } = useLocation();
  use(matchedRoute(pathname).page.downloaded(key));
  // A page per item also waits for its item's data (a project's file), and then knows whether
  // the item exists: if not, the not-found page's code is what it waits for.
  const item = itemDataFor(pathname);
  if (item) use(item.load());
  use(pageRouteFor(pathname).page.downloaded(key));
  return (
    <>
      {/* Here, where the page's code has arrived: a page per item names its item's own. */}
      <PageMeta meta={pageMetaFor(pathname)} />
      <RootLayout />
    </>
  );
}

/** The page a route's element shows: its own, or the not-found page for an item that is not. */
function RoutedPage() {
  const { Page } = pageRouteFor(useLocation().pathname).page;
  return <Page />;
}

const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    // Each child carries its page route as its handle, for the lookups below.
    children: pageRoutes.map((route) =>
      route.path === paths.home
        ? { index: true, element: <route.page.Page />, handle: route }
        : {
            path: route.path ?? '*',
            element: isItemPath(route.path ?? '') ? <RoutedPage /> : <route.page.Page />,
            handle: route,
          },
    ),
  },
];

const notFoundRoute = pageRoutes.find((route) => route.path === undefined) as PageRoute;

/** The route a pathname matches: one of the site's routes, or the not-found page. */
function matchedRoute(pathname: string): PageRoute {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  return (leaf?.handle as PageRoute | undefined) ?? notFoundRoute;
}

/** A page per item's head data for its items (`PageCode.itemMeta`), once its code has arrived. */
const itemMetaOf = (route: PageRoute) =>
  isItemPath(route.path ?? '') ? route.page.arrived()?.itemMeta : undefined;

/**
 * The page a pathname shows: the route it matches, or the not-found page for a page per item
 * whose code and item data have arrived (`Layout` waits for both) and name no item there.
 */
function pageRouteFor(pathname: string): PageRoute {
  const route = matchedRoute(pathname);
  const itemMeta = itemMetaOf(route);
  return itemMeta && !itemMeta(pathname) ? notFoundRoute : route;
}

/**
 * The head data (title, description, canonical) of the page at a pathname: a page per item's
 * item's own once its code has arrived; until then (its code failed to arrive), the page
 * table's.
 */
export function pageMetaFor(pathname: string): PageMetaData {
  const route = pageRouteFor(pathname);
  return itemMetaOf(route)?.(pathname) ?? route.meta;
}

/** The module of the page at a pathname, as the build names it (`src/pages/…`). */
export const pageModuleFor = (pathname: string): string => pageRouteFor(pathname).module;

/** The data of the item a page per item shows at a pathname, if it has any (`PageCode.itemData`). */
export function itemDataFor(pathname: string) {
  const route = matchedRoute(pathname);
  return isItemPath(route.path ?? '') ? route.page.arrived()?.itemData?.(pathname) : undefined;
}

/**
 * Loads the code of the page at a pathname and its item's data (the not-found page's code for an
 * item that is not there), so it can render without suspending.
 */
export const preloadPage = (pathname: string): Promise<unknown> =>
  matchedRoute(pathname)
    .page.preload()
    .then(() => itemDataFor(pathname)?.load())
    .then(() => pageRouteFor(pathname).page.preload());

/**
 * Loads what hydrating the prerendered page at a pathname needs: its module and its item's data
 * (the not-found page's module for an item that is not there), without the slices that hydrate
 * later on their own.
 */
export const preloadForHydration = (pathname: string): Promise<unknown> =>
  matchedRoute(pathname)
    .page.preloadForHydration()
    .then(() => itemDataFor(pathname)?.load())
    .then(() => pageRouteFor(pathname).page.preloadForHydration());

/** The routed app, inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
