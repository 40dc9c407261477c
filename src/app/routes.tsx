import { use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isItemPath, pageList, paths } from '../content/pages.ts';
import type { PageMetaData } from '../content/seo.ts';
import type { LazySlice } from '../lib/lazySlice.tsx';
import { tracked, type Tracked } from '../lib/tracked.ts';
import { useRoutePath } from '../lib/useRoutePath.ts';
import { lazyPage, type LazyPage, type PageCode } from './lazyPage.tsx';
import { PageLoadMessage } from './PageLoadMessage.tsx';
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
 * How a navigation's download of its item's data ended (a project's file): whether it arrived. A
 * failure is an outcome, not an exception: the page shows its load message with a retry (the
 * next navigation, a retry too, downloads again). One at a time, the navigation being rendered;
 * none for data already here.
 */
let itemArrival: { readonly navigation: string; readonly arrived: Tracked<boolean> } | undefined;

function itemArrivalFor(pathname: string, navigation: string): Tracked<boolean> | undefined {
  const item = itemDataFor(pathname);
  if (!item || item.loaded()) return undefined;
  const id = `${navigation} ${pathname}`;
  if (itemArrival?.navigation !== id) {
    const arrived = tracked(
      item.load().then(
        () => true,
        () => false,
      ),
    );
    itemArrival = { navigation: id, arrived };
  }
  return itemArrival.arrived;
}

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
  const arrival = itemArrivalFor(pathname, key);
  if (arrival) use(arrival);
  const shown = pageRouteFor(pathname);
  use(shown.page.downloaded(key));
  return (
    <>
      {/* Here, where the page's code has arrived: a page per item names its item's own. */}
      <PageMeta meta={pageMetaFor(pathname)} />
      <RootLayout notFound={shown === notFoundRoute} />
    </>
  );
}

/**
 * The page an item route's element shows: its own, the not-found page for an item that is not,
 * or the load message if the item's data did not arrive. It reads its own route's address (the
 * parameters of the route it was rendered for), not the location: a page fading out after a
 * navigation goes on showing itself, not the next item.
 */
function RoutedPage({ path }: { readonly path: string }) {
  const pathname = useRoutePath(path);
  // Read so that every navigation renders this again: a retry after a failed download is one to
  // the same address, which changes nothing else this page reads.
  useLocation();
  // `Layout` has waited for the item's data: if it is not here, it failed to arrive.
  if (itemDataFor(pathname)?.loaded() === false) return <PageLoadMessage />;
  const { Page } = pageRouteFor(pathname).page;
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
            element:
              route.path !== undefined && isItemPath(route.path) ? (
                <RoutedPage path={route.path} />
              ) : (
                <route.page.Page />
              ),
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
 * whose code and item data have arrived (`Layout` waits for both) and name no item there. Item
 * data that failed to arrive decides nothing: the route's page shows its load message.
 */
function pageRouteFor(pathname: string): PageRoute {
  const route = matchedRoute(pathname);
  const itemMeta = itemMetaOf(route);
  if (!itemMeta || itemDataFor(pathname)?.loaded() === false) return route;
  return itemMeta(pathname) ? route : notFoundRoute;
}

/**
 * The head data (title, description, canonical) of the page at a pathname: a page per item's
 * item's own once its code has arrived. Until then (its code or its item's data failed to
 * arrive), the page table's title and description, with no canonical: the pattern
 * (`/work/:filter`) is no page's address.
 */
export function pageMetaFor(pathname: string): PageMetaData {
  const route = pageRouteFor(pathname);
  const meta = itemMetaOf(route)?.(pathname);
  if (meta) return meta;
  const { title, description } = route.meta;
  return isItemPath(route.path ?? '') ? { title, description } : route.meta;
}

/** The module of the page at a pathname, as the build names it (`src/pages/…`). */
export const pageModuleFor = (pathname: string): string => pageRouteFor(pathname).module;

/** The data of the item a page per item shows at a pathname, if it has any (`PageCode.itemData`). */
export function itemDataFor(pathname: string) {
  const route = matchedRoute(pathname);
  return isItemPath(route.path ?? '') ? route.page.arrived()?.itemData?.(pathname) : undefined;
}

/**
 * Loads, with `load` (all its code, or what hydration needs), the code of the page at a pathname
 * and its item's data, then the code of the page it shows (the not-found page's, for an item
 * that is not there), so it renders without suspending.
 */
const loadPageAt = (pathname: string, load: (page: LazyPage) => Promise<void>) =>
  load(matchedRoute(pathname).page)
    .then(() => itemDataFor(pathname)?.load())
    .then(() => load(pageRouteFor(pathname).page));

/** Loads the whole code of the page at a pathname, and its item's data: the prerender's first step. */
export const preloadPage = (pathname: string): Promise<void> =>
  loadPageAt(pathname, (page) => page.preload());

/**
 * Loads what hydrating the prerendered page at a pathname needs: its module and its item's data,
 * without the slices that hydrate later on their own.
 */
export const preloadForHydration = (pathname: string): Promise<void> =>
  loadPageAt(pathname, (page) => page.preloadForHydration());

/** The routed app, inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
