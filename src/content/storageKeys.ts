/**
 * The names under which the browser keeps a visitor's choices. The page's first-paint script
 * (`build-time/firstPaintScript.ts`) reads them too, so they are named once, here.
 */

/** localStorage: "off" when the visitor switched animations off in the footer. */
export const motionStorageKey = 'motion-preference';

/** sessionStorage: how far down the visitor was on each history entry of the tab, by its key. */
export const scrollPlacesStorageKey = 'scroll-places';

/** sessionStorage: the kiosk's idle timeout; its presence makes the tab a kiosk. */
export const kioskStorageKey = 'kiosk-idle-seconds';

/**
 * sessionStorage, for one load: the place a Back or Forward made before hydration reloads at
 * (see `build-time/firstPaintScript.ts`).
 */
export const reloadPlaceStorageKey = 'reload-place';

/**
 * localStorage: the language this visitor chose, by going from a page in one language to its
 * version in another; a later arrival from elsewhere opens that language's version.
 */
export const languageStorageKey = 'site-language';

/**
 * sessionStorage, for one load: the address a host's one not-found page was asked for in another
 * language, which that language's not-found page puts back in the address bar (see
 * `build-time/firstPaintScript.ts`).
 */
export const notFoundAddressStorageKey = 'not-found-address';

/** sessionStorage: the kiosk display's language, which each idle reset returns to. */
export const kioskLanguageStorageKey = 'kiosk-language';
