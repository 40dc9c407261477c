import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { preloadPage } from './app/routes.tsx';
import { registerServiceWorker } from './app/serviceWorker.ts';
import '../styles/base.scss';

// The longest the page waits for its own load before it hydrates anyway (a photo that never
// finishes loading must not keep the page static).
const loadWaitMs = 3000;

/**
 * Resolves once the page has loaded (its photos and font) or after `loadWaitMs`. The prerendered
 * page is complete and usable meanwhile (links are plain links); hydrating after its largest
 * paint keeps the script's work from delaying that paint on slow phones.
 */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else {
      window.addEventListener('load', () => resolve(), { once: true });
      setTimeout(resolve, loadWaitMs);
    }
  });

const container = document.getElementById('root');
if (container) {
  // The first page's code arrives before hydration, so the first client render is the
  // prerendered page rather than a suspended gap. A promise chain, not a top-level await, so the
  // entry stays a plain module.
  Promise.all([preloadPage(window.location.pathname), pageLoaded()]).then(
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
