import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { mainContentId } from '../content/paths.ts';

/**
 * Starts the visitor at the new page after a client-side navigation: scrolls to the top (or to
 * the linked anchor) and moves focus to the page's heading so screen readers announce it.
 * Returns the callback the page transition calls once the new page is in the document; a change
 * of hash alone (HOME on Home) is handled here, since the page itself does not change.
 */
export function useRouteFocus(): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();

  const startAtPage = useCallback(() => {
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo({ top: 0, behavior: 'instant' });

    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector<HTMLElement>('h1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [location.hash, navigationType]);

  // A new location on the same page (only its hash changed): no transition will call back.
  const last = useRef(location);
  useEffect(() => {
    const previous = last.current;
    last.current = location;
    if (previous.key !== location.key && previous.pathname === location.pathname) startAtPage();
  }, [location, startAtPage]);

  return startAtPage;
}
