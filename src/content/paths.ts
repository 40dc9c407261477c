/** Id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';

/** The service worker's file at the site's root (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';

/** The prerendered not-found document static hosts answer unknown paths with. */
export const notFoundDocument = '/404.html';
