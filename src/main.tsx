import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadPage } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import '../styles/base.scss';

// The page's code. A built page imports it from `src/boot.ts` once the prerendered content is on
// screen; the dev server loads it directly.
const container = document.getElementById('root');
if (container) {
  // The first page's code arrives before hydration, so the first client render is the
  // prerendered page rather than a suspended gap. A promise chain, not a top-level await, so the
  // entry stays a plain module.
  preloadPage(window.location.pathname).then(
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
