import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadForHydration } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { siteBase, siteLocale } from './content/language.ts';
import { routeOf } from './content/locales.ts';
import { documentPath } from './lib/documentPath.ts';
import { nextTask } from './lib/nextTask.ts';
import '../styles/base.scss';

// The page's code. A built page imports it from `src/boot.ts` once the prerendered content is on
// screen; the dev server loads it directly.
const container = document.getElementById('root');
if (container) {
  // The document hydrates into the page it was prerendered for, whichever URL form the host
  // served it at (`/index.html`, `/about/`), and the address bar shows the clean URL.
  const { pathname, search, hash } = window.location;
  const route = documentPath(pathname);
  if (route !== pathname)
    window.history.replaceState(window.history.state, '', route + search + hash);

  // The first page's code arrives before hydration, so the first client render is the
  // prerendered page rather than a suspended gap (Home's slices come later, on their own). A
  // promise chain, not a top-level await, so the entry stays a plain module.
  // In a task of its own: the modules' evaluation has just taken one.
  nextTask()
    .then(() => preloadForHydration(routeOf(siteLocale, route)))
    .then(
      () => {
        // As a transition, hydration gives the main thread back every few milliseconds instead of
        // holding it in one long task, so a slow phone answers a tap meanwhile; a tap on a part
        // not yet hydrated makes React hydrate that part first.
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <BrowserRouter basename={siteBase || undefined}>
                <App />
              </BrowserRouter>
            </StrictMode>,
          );
        });
        registerServiceWorker();
      },
      // Without its code the page stays what the prerender made it: complete, static and usable.
      (error: unknown) => console.error('The page stays static: its code failed to load.', error),
    );
}
