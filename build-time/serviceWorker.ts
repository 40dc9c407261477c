import { resolve } from 'node:path';
import { generateSW } from 'workbox-build';
import { editorPath, mediaFolder, serviceWorkerFile } from '../src/content/paths.ts';
import type { PhotoSource } from '../src/content/schema/photos.ts';
import { photoCaching } from './photoSource.ts';

/** How many photos the worker keeps, and how long: a kiosk's day and more, never a full disk. */
const keptPhotos = { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true };

/**
 * The offline service worker: it precaches every route's document with the scripts, styles,
 * fonts and icons, and keeps recently shown photos, so a kiosk keeps working when the network
 * drops. It never takes over a page by itself: the page activates an update when it is safe.
 */
export function buildServiceWorker(photos: PhotoSource, outDir: string) {
  const { urlPattern, statuses } = photoCaching(photos);
  return generateSW({
    globDirectory: outDir,
    globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
    // The owner's photos are kept as they are shown (see below); the editor is not the site.
    globIgnores: ['.vite/**', 'og-image.png', `${mediaFolder}/**`, `${editorPath}/**`],
    swDest: resolve(outDir, serviceWorkerFile),
    mode: 'production',
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // `products/index.html` is what the host serves at `/products`: cache it under that URL.
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: entry.url.replace(/^(.+)\/index\.html$/, '$1'),
        })),
        warnings: [],
      }),
    ],
    // `/?kiosk=1&idle=60` is the same document as `/`.
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Where this build's photos come from (`photoSource` in content/settings.json).
        urlPattern,
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'photos',
          expiration: keptPhotos,
          cacheableResponse: { statuses },
        },
      },
      {
        // The owner's uploaded photos, on the site's origin: a new photo is a new file name.
        urlPattern: new RegExp(`^https?://[^/]+/${mediaFolder}/`),
        handler: 'CacheFirst',
        options: {
          cacheName: 'uploaded-photos',
          expiration: keptPhotos,
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
}
