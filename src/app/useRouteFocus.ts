import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { mainContentId } from '../content/paths.ts';

/**
 * After a client-side navigation, start the visitor at the new page: scroll to the top (or to the
 * linked anchor) and move focus to the page's heading so screen readers announce it. The first
 * render is left alone: the browser already handled the initial URL.
 */
export function useRouteFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    const anchor = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (anchor) anchor.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);

    const main = document.getElementById(mainContentId);
    const heading = main?.querySelector<HTMLElement>('h1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType]);
}
