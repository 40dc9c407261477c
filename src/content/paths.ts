/** Id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';

/** The service worker's file at the site's root (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';

/** The prerendered not-found document static hosts answer unknown paths with. */
export const notFoundDocument = '/404.html';

/**
 * The owner's editor (`build-time/editorPlugin.ts`): a folder of its own, outside the public
 * site: not in the sitemap, never precached or served by the service worker, never indexed.
 */
export const editorPath = 'admin';

/**
 * The folder of the photos the owner uploads, inside the content folder; the site publishes
 * what it makes of them under the same name.
 */
export const mediaFolder = 'media';
