import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { chromeText } from '../../content/navigation.ts';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Nav } from './Nav.tsx';
import styles from './MobileMenu.module.scss';

/**
 * The navigation for narrow screens: a button and a panel of links, built on the HTML Popover
 * API so it works from the first paint and without JavaScript. The browser opens it on a tap,
 * closes it on Escape (returning focus to the button) and on a tap outside, and tells assistive
 * technology whether it is expanded, so the button keeps one name. The app adds only what the
 * platform cannot know: a client-side route change closes it too.
 */
export function MobileMenu({ notFound }: { readonly notFound: boolean }) {
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const { key } = useLocation();

  // Browsers without the Popover API show no toggle (see the stylesheet) and have no method.
  const close = useCallback(() => {
    const panel = panelRef.current;
    if (panel && 'hidePopover' in panel) panel.hidePopover();
  }, []);

  // A link of the menu closes it on the tap itself (below). The route change it starts lands
  // later, once the next page's code is in: by then the visitor may have opened the menu again,
  // and it stays open.
  const closedForLink = useRef(false);
  const closeForLink = useCallback(() => {
    closedForLink.current = true;
    close();
  }, [close]);
  // Any other navigation (a link on the page, the kiosk's reset) closes the menu when it lands,
  // but hydration does not: a menu the visitor opened before the code arrived stays open.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (closedForLink.current) closedForLink.current = false;
    else close();
  }, [key, close]);
  // Back and Forward close it at once, even when they only cancel a navigation whose page had not
  // arrived yet: the shown location then never changes, but the visitor did go back.
  useEffect(() => {
    const back = () => {
      closedForLink.current = false;
      close();
    };
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [close]);

  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <Icon name="menu" className={styles.openIcon} />
        <Icon name="close" className={styles.closeIcon} />
        {chromeText.menuButton}
      </button>
      <div id={panelId} ref={panelRef} popover="auto" className={styles.panel}>
        {/* Closed on the tap itself, not when the route change lands: the next page's code may
            still be on its way, and the menu would stay over the old page until then. */}
        <Nav label={chromeText.mobileNavLabel} vertical onNavigate={closeForLink} />
        <LanguageSwitch className={styles.language} notFound={notFound} />
      </div>
    </div>
  );
}
