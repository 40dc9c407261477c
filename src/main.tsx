import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes.tsx';
import '../styles/base.scss';

/**
 * Resolve the lazy modules of the routes matching the first URL before hydrating, so the first
 * client render is the prerendered page rather than an empty fallback. Written as a promise
 * chain, not a top-level await, so the entry stays a plain module.
 */
function loadInitialRoutes(): Promise<unknown> {
  const matches = matchRoutes(routes, window.location) ?? [];
  return Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

const container = document.getElementById('root');
if (container) {
  void loadInitialRoutes().then(() => {
    const router = createBrowserRouter(routes);
    hydrateRoot(
      container,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
