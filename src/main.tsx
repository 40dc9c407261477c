import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadPage } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { documentPath } from './lib/documentPath.ts';
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
  // prerendered page rather than a suspended gap. A promise chain, not a top-level await, so the
  // entry stays a plain module.
  preloadPage(route).then(
    () => {
      hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
      );
      registerServiceWorker();
    },
    // Without its code the page stays what the prerender made it: complete, static and usable.
    (error: unknown) => console.error('The page stays static: its code failed to load.', error),
  );
}
