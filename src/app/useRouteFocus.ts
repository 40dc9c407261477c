import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { mainContentId } from '../content/paths.ts';
import { scrollPlacesStorageKey } from '../content/storageKeys.ts';
import { readStored, writeStored } from '../lib/storage.ts';

/**
 * How far down each history entry of the tab was when the visitor left it, by key. Kept in
 * sessionStorage too: after a reload, Back to an entry an earlier document made is still a
 * navigation within the page (Chromium keeps those entries with the reloaded document), and
 * only the tab remembers where that entry was left.
 */
const leftAt = new Map<string, number>(storedPlaces());
// A kiosk navigates for weeks in one document; Back never reaches this far.
const entriesKept = 100;

function storedPlaces(): [string, number][] {
  try {
    const stored: unknown = JSON.parse(
      readStored('sessionStorage', scrollPlacesStorageKey) ?? '[]',
    );
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
        )
      : [];
  } catch {
    // A place the tab kept in another form is not worth a broken page.
    return [];
  }
}

function rememberPlace(key: string) {
  leftAt.delete(key);
  leftAt.set(key, window.scrollY);
  for (const oldest of leftAt.keys()) {
    if (leftAt.size <= entriesKept) break;
    leftAt.delete(oldest);
  }
  writeStored('sessionStorage', scrollPlacesStorageKey, JSON.stringify([...leftAt]));
}

/**
 * The app, not the browser, restores the scroll position on Back and Forward. The browser would
 * do it at once, while the departing page is still on screen, and cut the position to that
 * page's height; the app does it once the page it returns to is in the document. Leaving the
 * document hands the entry being left back to the browser, so a reload, or a Back to it from
 * another site, restores natively.
 */
function useAppScrollRestoration() {
  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const auto = () => (window.history.scrollRestoration = 'auto');
    manual();
    window.addEventListener('pagehide', auto);
    // Back from the back/forward cache: this document runs again.
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);
}

/**
 * Starts the visitor at the new page after a client-side navigation: Back and Forward return to
 * where the visitor was, any other navigation goes to the top (or to the linked anchor); focus
 * moves to the page's heading so screen readers announce it. Returns the callback the page
 * transition calls once the new page is in the document; a change of hash alone (HOME on Home)
 * is handled here, since the page itself does not change.
 */
export function useRouteFocus(): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  useAppScrollRestoration();

  const scrollAndFocusPage = useCallback(() => {
    const returnTo = navigationType === 'POP' ? leftAt.get(location.key) : undefined;
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (returnTo !== undefined) window.scrollTo({ top: returnTo, behavior: 'instant' });
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });

    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector<HTMLElement>('h1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [location.hash, location.key, navigationType]);

  // A layout effect, so the place left is read before anything scrolls for the new location.
  const last = useRef(location);
  useLayoutEffect(() => {
    const previous = last.current;
    last.current = location;
    if (previous.key === location.key) return;
    // A replaced entry can never be returned to (and a kiosk's reset replaces its last
    // visitor's page: nothing of it is kept).
    if (navigationType !== 'REPLACE') rememberPlace(previous.key);
    // A new location on the same page (only its hash changed): no transition will call back.
    if (previous.pathname === location.pathname) scrollAndFocusPage();
  }, [location, navigationType, scrollAndFocusPage]);

  return scrollAndFocusPage;
}
