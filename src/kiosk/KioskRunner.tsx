import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { kioskTiming } from './content/kiosk.ts';
import { kioskText } from './content/kioskText.ts';
import { siteLocale } from '../content/language.ts';
import { localePath, routeOf } from '../content/locales.ts';
import { paths } from '../content/pages.ts';
import { showcaseProject } from '../pages/work/content/workLinks.ts';
import { kioskLanguageStorageKey, kioskStorageKey } from '../content/storageKeys.ts';
import { clearStoredExcept } from '../lib/storage.ts';
import { useMotionAllowed } from '../motion/MotionProvider.tsx';
import { writeMotionChoice } from '../motion/motionPreference.ts';
import { startDockFallback } from './dockFallback.ts';
import { startAutoScroll, startKioskCycle } from './kioskCycle.ts';
import { kioskLanguage } from './kioskSettings.ts';
import styles from './KioskRunner.module.scss';

interface KioskRunnerProps {
  readonly idleSeconds: number;
  /** Remounts the app, which closes menus and empties forms and confirmations. */
  readonly onReset: () => void;
}

/**
 * The pages the attract loop passes through, in turn: Home's story, then one project's, with its
 * before and after (`showcaseProject`), then Home's again.
 */
const attractStops: readonly string[] = [paths.home, ...(showcaseProject ? [showcaseProject] : [])];

/** Where a long press or right click should still offer the browser's own menu. */
const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select') !== null;

/**
 * The unattended kiosk: after `idleSeconds` without input it wipes the last visitor's traces and
 * returns to the top of Home; after a further pause, with motion allowed, the story scrolls by
 * itself, Home's and then one project's, until someone touches the screen.
 */
export default function KioskRunner({ idleSeconds, onReset }: KioskRunnerProps) {
  const navigate = useNavigate();
  const motionAllowed = useMotionAllowed();
  const [resting, setResting] = useState(false);
  const [attracting, setAttracting] = useState(false);
  // The attract loop's stop: an index into `attractStops`, which counts on.
  const [stop, setStop] = useState(0);
  const { pathname } = useLocation();

  const reset = useEffectEvent(() => {
    // Everything this tab stored for the visitor (the form's draft above all), but the kiosk's
    // own settings.
    clearStoredExcept('sessionStorage', [kioskStorageKey, kioskLanguageStorageKey]);
    // One visitor's "Animations: Off" is not the next one's (the OS setting still rules).
    writeMotionChoice('on');
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onReset();
    // In place of the last page: a back swipe must not walk through the last visitor's pages.
    // The display's Home in its own language, which is another build of the site when the last
    // visitor switched language: loaded whole.
    const display = kioskLanguage() ?? siteLocale;
    if (display !== siteLocale) {
      window.location.replace(localePath(display, paths.home));
      return;
    }
    void navigate(paths.home, { replace: true });
    setResting(true);
  });
  const attract = useEffectEvent(() => {
    if (motionAllowed && routeOf(siteLocale, window.location.pathname) === paths.home) {
      setStop(0);
      setAttracting(true);
    }
  });
  const visitorIsHere = useEffectEvent(() => {
    setResting(false);
    setAttracting(false);
  });

  useEffect(
    () =>
      startKioskCycle({
        idleMs: idleSeconds * 1000,
        attractPauseMs: kioskTiming.attractPauseSeconds * 1000,
        onIdle: reset,
        onAttract: attract,
        onInput: visitorIsHere,
      }),
    [idleSeconds],
  );

  useEffect(() => {
    if (!attracting || !motionAllowed) return;
    const page = attractStops[stop % attractStops.length] ?? paths.home;
    // In place of the page it leaves, as the idle reset does: no history of the loop's own.
    if (pathname !== page) {
      void navigate(page, { replace: true });
      return;
    }
    return startAutoScroll({
      speed: kioskTiming.attractSpeed,
      restMs: kioskTiming.attractRestSeconds * 1000,
      onLapEnd: attractStops.length > 1 ? () => setStop((done) => done + 1) : undefined,
    });
  }, [attracting, motionAllowed, stop, pathname, navigate]);

  // The kiosk's touch styles (styles/base.scss) hang on this mark.
  useEffect(() => {
    document.documentElement.dataset.kiosk = 'on';
    return () => {
      delete document.documentElement.dataset.kiosk;
    };
  }, []);

  // The contact dock, where the browser cannot open it itself.
  useEffect(() => startDockFallback(), []);

  // A long press on a touch screen would otherwise open a context menu over the page.
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (!editable(event.target)) event.preventDefault();
    };
    window.addEventListener('contextmenu', onContextMenu);
    return () => window.removeEventListener('contextmenu', onContextMenu);
  }, []);

  return resting ? (
    <p className={styles.hint} role="status">
      {kioskText.touchHint}
    </p>
  ) : null;
}
