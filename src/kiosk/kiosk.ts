import { applyWaitingVersion, checkForUpdate } from '../lib/serviceWorker.ts';
import { documentLocale } from '../lib/documentLocale.ts';
import { localePath, routeOf } from '../content/locales.ts';
import {
  kioskAttractStorageKey,
  kioskLanguageStorageKey,
  kioskRestingStorageKey,
  kioskReturnStorageKey,
  kioskShowroomStorageKey,
  kioskStorageKey,
} from '../content/storageKeys.ts';
import { clearStoredExcept, readStored, writeStored } from '../lib/storage.ts';
import { motionAllowed } from '../motion/motionSwitch.ts';
import { writeMotionChoice } from '../motion/motionPreference.ts';
import { startDockFallback } from './dockFallback.ts';
import { readKioskData } from './kioskData.ts';
import { startAutoScroll, startKioskCycle, type KioskPhase } from './kioskCycle.ts';
import {
  applyKioskQuery,
  kioskLanguage,
  kioskShowroom,
  readKioskSettings,
} from './kioskSettings.ts';
import { showShowroom } from './showroom.ts';
import styles from './KioskRunner.module.scss';

/** Where a long press or right click should still offer the browser's own menu. */
const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.closest('input, textarea, select') !== null;

const route = () => routeOf(documentLocale(), window.location.pathname);

/** What the kiosk needs of the Navigation API (Chromium), which TypeScript's DOM types lack. */
interface TabHistory {
  readonly currentEntry: { readonly key: string } | null;
  readonly entries: () => readonly { readonly key: string }[];
  readonly traverseTo: (key: string) => { readonly committed: Promise<unknown> };
}

/**
 * Loads the display's Home as the next visitor's first page. Where the browser has the
 * Navigation API, it first goes back to the tab's first entry of the site (the page the display
 * was opened on), and from there opens Home as a new entry, which drops every entry after it:
 * Back then reaches only that first page, never one the last visitor opened. The first entry's
 * page goes on (`continueReturn`), or this one, when that entry is in this document (a section
 * link made every entry since). Elsewhere Home replaces the current entry.
 */
function leaveForHome(home: string) {
  const navigation = (window as { navigation?: TabHistory }).navigation;
  const first = navigation?.entries()[0];
  if (!navigation || !first) {
    window.location.replace(home);
    return;
  }
  writeStored('sessionStorage', kioskReturnStorageKey, home);
  // Here, only when the traversal stayed in this document; otherwise the first entry's page
  // goes on.
  navigation.traverseTo(first.key).committed.then(
    () => {
      if (navigation.currentEntry?.key === first.key) continueReturn();
    },
    () => undefined,
  );
}

/** On the tab's first entry, on the way to Home after a reset: opens it as a new entry. */
function continueReturn(): boolean {
  const home = readStored('sessionStorage', kioskReturnStorageKey);
  if (home === null) return false;
  writeStored('sessionStorage', kioskReturnStorageKey, null);
  // A script's navigation before the page's load event has ended replaces the page's entry
  // (HTML's "completely loaded" rule), which would drop the first page from the history: Home
  // goes after it once its photos are in. A load event's listeners run before it ends, hence the
  // task after.
  const assign = () => window.location.assign(home);
  if (document.readyState === 'complete') assign();
  else window.addEventListener('load', () => setTimeout(assign), { once: true });
  return true;
}

/** The touch hint a reset leaves for the next visitor, until they touch the screen. */
function showHint(text: string): () => void {
  const hint = document.createElement('p');
  hint.className = styles.hint ?? '';
  hint.setAttribute('role', 'status');
  hint.textContent = text;
  document.body.append(hint);
  return () => hint.remove();
}

/** The attract loop's stop on this page, if it runs: an index into the tour. */
function attractStop(): number | undefined {
  const stored = readStored('sessionStorage', kioskAttractStorageKey);
  return stored === null ? undefined : Number(stored);
}

/**
 * The unattended kiosk, on every page of a kiosk tab: after `idleSeconds` without input it wipes
 * the last visitor's traces and loads the top of Home; after a further pause, with motion
 * allowed, the story scrolls by itself through the page's tour (Home's, then one project's with
 * its before and after, then Home's again), until someone touches the screen. Each page is a
 * document of its own, so what must outlive one (the hint, the loop's stop, a reset under way) is
 * kept in sessionStorage; what the owner set comes with each page (`readKioskData`).
 */
export function startKiosk(): void {
  const data = readKioskData();
  const root = document.documentElement;
  if (data) {
    applyKioskQuery(window.location.search, data.timing.idleSeconds, Object.keys(data.showrooms));
  }
  const settings = readKioskSettings();
  if (!data || !settings) {
    delete root.dataset.kiosk;
    return;
  }
  const { timing, touchHint } = data;
  // In a showroom, the loop passes through its region's page after Home.
  const slug = kioskShowroom();
  const showroom = slug === undefined ? undefined : data.showrooms[slug];
  const tour = showroom ? [data.tour[0] ?? '/', showroom.page, ...data.tour.slice(1)] : data.tour;
  const home = tour[0] ?? '/';
  // The kiosk's touch styles (styles/base.scss) hang on this mark; the first-paint script set it.
  root.dataset.kiosk = 'on';
  // A reset on its way through the tab's first entry goes on to Home, whether this page was
  // loaded or restored from the back/forward cache (listened for first: a page that goes on to
  // Home at once may be restored by a later reset).
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) continueReturn();
  });
  if (continueReturn()) return;

  startDockFallback();
  if (slug !== undefined && showroom) showShowroom(slug, showroom);
  // A long press on a touch screen would otherwise open a context menu over the page.
  window.addEventListener('contextmenu', (event) => {
    if (!editable(event.target)) event.preventDefault();
  });

  let hideHint =
    readStored('sessionStorage', kioskRestingStorageKey) === null ? null : showHint(touchHint);
  let stopScrolling: (() => void) | undefined;

  const reset = () => {
    // Everything this tab stored for the visitor (the form's draft above all), but the kiosk's
    // own settings.
    clearStoredExcept('sessionStorage', [
      kioskStorageKey,
      kioskLanguageStorageKey,
      kioskShowroomStorageKey,
    ]);
    writeStored('sessionStorage', kioskRestingStorageKey, '');
    // One visitor's "Animations: Off" is not the next one's (the OS setting still rules).
    writeMotionChoice('on');
    // The display's Home, in its own language, whichever the last visitor chose; a new version
    // of the site, if one waits, takes over first: between two visitors is its moment.
    const leave = () => leaveForHome(localePath(kioskLanguage() ?? documentLocale(), home));
    if (!applyWaitingVersion(leave)) {
      checkForUpdate();
      leave();
    }
  };

  // Whether the kiosk has nothing of its own to take back when a visitor moves: no hint shown,
  // no loop running. Input comes in a stream (every pointer move): only the first one acts.
  let visitorSeen = false;

  /** The loop on this page: scroll it, then open the next stop in its place. */
  const attractHere = (stop: number) => {
    visitorSeen = false;
    const page = tour[stop % tour.length] ?? home;
    writeStored('sessionStorage', kioskAttractStorageKey, String(stop));
    if (route() !== page) {
      // In place of the page it leaves, as the idle reset does: no history of the loop's own.
      window.location.replace(localePath(documentLocale(), page));
      return;
    }
    stopScrolling = startAutoScroll({
      speed: timing.attractSpeed,
      restMs: timing.attractRestSeconds * 1000,
      onLapEnd: tour.length > 1 ? () => attractHere(stop + 1) : undefined,
    });
  };

  const attract = () => {
    if (motionAllowed() && route() === home) attractHere(0);
  };

  const visitorIsHere = () => {
    if (visitorSeen) return;
    visitorSeen = true;
    writeStored('sessionStorage', kioskRestingStorageKey, null);
    writeStored('sessionStorage', kioskAttractStorageKey, null);
    hideHint?.();
    hideHint = null;
    stopScrolling?.();
    stopScrolling = undefined;
  };

  // Where the last page left the kiosk: the loop goes on, or a reset waits for it to start.
  const stop = attractStop();
  let phase: KioskPhase = hideHint ? 'resting' : 'active';
  if (stop !== undefined && motionAllowed()) {
    phase = 'attracting';
    attractHere(stop);
  }
  startKioskCycle({
    idleMs: settings.idleSeconds * 1000,
    attractPauseMs: timing.attractPauseSeconds * 1000,
    phase,
    onIdle: reset,
    onAttract: attract,
    onInput: visitorIsHere,
  });
}
