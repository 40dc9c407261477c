import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { chromeText } from '../../content/navigation.ts';
import { Icon } from '../ui/Icon.tsx';
import { Nav } from './Nav.tsx';
import styles from './MobileMenu.module.scss';

/**
 * The navigation for narrow screens: a disclosure button and a panel of links. It closes when a
 * link is chosen, when the route changes, on Escape (returning focus to the button) and on a click
 * outside it.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  const close = useCallback(() => setOpen(false), []);

  // Any navigation (a link, the back button) closes the menu: adjust state while rendering,
  // the pattern React recommends over an effect.
  const [openedAt, setOpenedAt] = useState(key);
  if (openedAt !== key) {
    setOpenedAt(key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? chromeText.menuClose : chromeText.menuOpen}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span aria-hidden="true">{chromeText.menuButton}</span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <Nav label={chromeText.mobileNavLabel} vertical onNavigate={close} />
      </div>
    </div>
  );
}
