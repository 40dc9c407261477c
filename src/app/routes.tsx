import type { ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isItemPath, pageList, paths } from '../content/pages.ts';
import type { PageMetaData } from '../content/seo.ts';
import { RootLayout } from './RootLayout.tsx';

/** An item's own data (a project's file), which its page reads once it has been loaded. */
export interface ItemData {
  /** Loads it (once). */
  readonly load: () => Promise<unknown>;
}

/** What a page's module exports (`src/content/pages.ts`). */
interface PageModule {
  readonly default: ComponentType;
  /**
   * A page per item (`/work/:filter`): the head data of the item at a pathname, or `undefined`
   * for a pathname that names no item (the page then shows the not-found page).
   */
  readonly itemMeta?: (pathname: string) => PageMetaData | undefined;
  /** A page per item whose item has data of its own (a project's file): its loader. */
  readonly itemData?: (pathname: string) => ItemData | undefined;
}

interface PageRoute {
  /** `undefined` for the catch-all (not found) page. */
  readonly path?: string;
  /** The page table's head data; a page per item has its items' own (`PageModule.itemMeta`). */
  readonly meta: PageMetaData;
  /** Its module, as the build names it (`src/pages/…`). */
  readonly module: string;
  readonly code: PageModule;
}

// Every page module, for the prerender: the browser runs no page's code, only islands.
// `shared/` holds parts of pages, not pages.
const pageModules = import.meta.glob<PageModule>(['../pages/*/*Page.tsx', '!../pages/shared/**'], {
  eager: true,
});

/**
 * The router's view of the page table (`src/content/pages.ts`), which the tests read too. The
 * router runs at build time only, to render each page's HTML with its links and current-page
 * marks.
 */
const pageRoutes: readonly PageRoute[] = pageList.map((entry) => {
  const code = pageModules[`../pages/${entry.module}`];
  if (!code) throw new Error(`The page table names ${entry.module}, which is not in src/pages`);
  return { path: entry.path, meta: entry, module: `src/pages/${entry.module}`, code };
});

/** The shared layout around the page a pathname shows. */
function Layout() {
  const { pathname } = useLocation();
  return <RootLayout notFound={pageRouteFor(pathname) === notFoundRoute} />;
}

/** The page an item route shows: its own, or the not-found page for an item that is not. */
function RoutedPage() {
  const { default: Page } = pageRouteFor(useLocation().pathname).code;
  return <Page />;
}

const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    // Each child carries its page route as its handle, for the lookups below.
    children: pageRoutes.map((route) =>
      route.path === paths.home
        ? { index: true, element: <route.code.default />, handle: route }
        : {
            path: route.path ?? '*',
            element:
              route.path !== undefined && isItemPath(route.path) ? (
                <RoutedPage />
              ) : (
                <route.code.default />
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

/** A page per item's head data for its items (`PageModule.itemMeta`). */
const itemMetaOf = (route: PageRoute) =>
  isItemPath(route.path ?? '') ? route.code.itemMeta : undefined;

/**
 * The page a pathname shows: the route it matches, or the not-found page for a page per item
 * whose items (their data loaded: `loadItemAt`) include none there.
 */
function pageRouteFor(pathname: string): PageRoute {
  const route = matchedRoute(pathname);
  const itemMeta = itemMetaOf(route);
  if (!itemMeta) return route;
  return itemMeta(pathname) ? route : notFoundRoute;
}

/** The head data (title, description, canonical) of the page at a pathname. */
export function pageMetaFor(pathname: string): PageMetaData {
  const route = pageRouteFor(pathname);
  return itemMetaOf(route)?.(pathname) ?? route.meta;
}

/** Loads the data of the item a page per item shows at a pathname, if it has any. */
export function loadItemAt(pathname: string): Promise<unknown> {
  const route = matchedRoute(pathname);
  const item = isItemPath(route.path ?? '') ? route.code.itemData?.(pathname) : undefined;
  return item ? item.load() : Promise.resolve();
}

/** The routed site, inside whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routes);
}
