import type { RouteObject } from 'react-router-dom';
import { paths } from '../content/paths.ts';
import { pageMeta } from '../content/seo.ts';
import type { RouteHandle } from '../lib/routeHandle.ts';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/**
 * The one route table: the browser router, the prerender and the tests all use it. Pages are lazy
 * so each route ships only its own code; the client entry loads the first page's module before it
 * hydrates, so the first render matches the prerendered HTML.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        handle: handle(pageMeta.home),
        lazy: () => import('../pages/home/HomePage.tsx').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: paths.products,
        handle: handle(pageMeta.products),
        lazy: () =>
          import('../pages/products/ProductsPage.tsx').then((m) => ({ Component: m.ProductsPage })),
      },
      {
        path: paths.services,
        handle: handle(pageMeta.services),
        lazy: () =>
          import('../pages/services/ServicesPage.tsx').then((m) => ({ Component: m.ServicesPage })),
      },
      {
        path: paths.about,
        handle: handle(pageMeta.about),
        lazy: () =>
          import('../pages/about/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: paths.contact,
        handle: handle(pageMeta.contact),
        lazy: () =>
          import('../pages/contact/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: '*',
        handle: handle(pageMeta.notFound),
        lazy: () =>
          import('../pages/not-found/NotFoundPage.tsx').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];
