/**
 * The names under which the browser keeps a visitor's choices. The page's first-paint script
 * (`src/firstPaint/`) reads them too, so they are named once, here.
 */

/** localStorage: "off" when the visitor switched animations off in the footer. */
export const motionStorageKey = 'motion-preference';

/** sessionStorage: the kiosk's idle timeout; its presence makes the tab a kiosk. */
export const kioskStorageKey = 'kiosk-idle-seconds';

/**
 * localStorage: the language this visitor chose, by going from a page in one language to its
 * version in another; a later arrival from elsewhere opens that language's version.
 */
export const languageStorageKey = 'site-language';

/**
 * sessionStorage, for one load: the address a host's one not-found page was asked for in another
 * language, which that language's not-found page puts back in the address bar (see
 * `src/firstPaint/notFound.ts`).
 */
export const notFoundAddressStorageKey = 'not-found-address';

/** sessionStorage: the kiosk display's language, which each idle reset returns to. */
export const kioskLanguageStorageKey = 'kiosk-language';

/** sessionStorage: the region of the kiosk display's showroom (`?showroom`), kept by each reset. */
export const kioskShowroomStorageKey = 'kiosk-showroom';

/** sessionStorage: set by a kiosk's idle reset, until the next visitor's first input. */
export const kioskRestingStorageKey = 'kiosk-resting';

/** sessionStorage: the attract loop's stop while it runs, from one page of the loop to the next. */
export const kioskAttractStorageKey = 'kiosk-attract';

/**
 * sessionStorage: where a kiosk's idle reset is going, while it first goes back to the tab's
 * first history entry (so that Back reaches no page the last visitor opened).
 */
export const kioskReturnStorageKey = 'kiosk-return';

/**
 * sessionStorage: the visitor's question, as the first line "text us" writes (an estimate, a
 * choice from the guide, the project they read), in the language it was written in. A kiosk's
 * reset forgets it with the rest of the visit.
 */
export const textQuestionStorageKey = 'text-question';
