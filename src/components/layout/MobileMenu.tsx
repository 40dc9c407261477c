import { useId } from 'react';
import { chromeText } from '../../content/navigation.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Icon } from '../ui/Icon.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Nav } from './Nav.tsx';
import styles from './MobileMenu.module.scss';

/**
 * The navigation for narrow screens: a button and a panel of links, built on the HTML Popover
 * API so it works from the first paint and without JavaScript. The browser opens it on a tap,
 * closes it on Escape (returning focus to the button) and on a tap outside, and tells assistive
 * technology whether it is expanded, so the button keeps one name. A link leaves the page; a
 * page the back/forward cache restores closes it (`src/site.ts`).
 */
export function MobileMenu({ notFound }: { readonly notFound: boolean }) {
  const panelId = useId();
  const chrome = chromeText(usePage());
  return (
    <div className={styles.root}>
      <button type="button" className={styles.toggle} popoverTarget={panelId}>
        <Icon name="menu" className={styles.openIcon} />
        <Icon name="close" className={styles.closeIcon} />
        {chrome.menuButton}
      </button>
      <div id={panelId} popover="auto" className={styles.panel}>
        <Nav label={chrome.mobileNavLabel} vertical />
        <LanguageSwitch className={styles.language} notFound={notFound} />
      </div>
    </div>
  );
}
