import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { SiteWorker } from './siteWorker.ts';

// The offline service worker: it precaches every route's document with the scripts, styles,
// fonts and icons, and keeps recently shown photos, so a kiosk keeps working when the network
// drops. It never takes over a page by itself: the page asks it to when that is safe
// (src/lib/serviceWorkerUpdates.ts). The build bundles this once and writes it into each site
// after that site's own list and photo routes (build-time/serviceWorker.ts).

/** What the build wrote before this code: the site's files and where its photos come from. */
declare const siteWorker: SiteWorker;

/**
 * The little of a service worker's global scope this uses: the project's types describe a page
 * (the DOM's), and the worker's own cannot be loaded beside them.
 */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;

/** How many photos the worker keeps, and how long: a kiosk's day and more, never a full disk. */
const keptPhotos = { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true };

// A new version waits until the page, when nobody is using it, says it may take over.
scope.addEventListener('message', ({ data }) => {
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void scope.skipWaiting();
});
clientsClaim();
// `/?kiosk=1&idle=60` is the same document as `/`.
precacheAndRoute([...siteWorker.precache], { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();
for (const { pattern, statuses, uploaded } of siteWorker.photos) {
  const plugins = [
    new ExpirationPlugin(keptPhotos),
    new CacheableResponsePlugin({ statuses: [...statuses] }),
  ];
  registerRoute(
    new RegExp(pattern),
    // An uploaded photo's file never changes (a new photo is a new file name); a photo from
    // elsewhere may, so it is shown from the cache and refreshed behind it.
    uploaded
      ? new CacheFirst({ cacheName: 'uploaded-photos', plugins })
      : new StaleWhileRevalidate({ cacheName: 'photos', plugins }),
    'GET',
  );
}
