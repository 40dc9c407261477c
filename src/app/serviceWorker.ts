import type { Workbox } from 'workbox-window';
import { serviceWorkerFile } from '../content/paths.ts';
import { isPhotoUrl } from '../lib/imageUrls.ts';

// How often an open page asks whether a new version has been deployed: a kiosk may stay open
// for weeks without a single full page load, the browser's own moment to check.
const updateCheckMs = 60 * 60 * 1000;

interface ServiceWorkerOptions {
  /** Production builds only: never in development or unit tests. */
  readonly enabled?: boolean;
  readonly reload?: () => void;
}

let workbox: Workbox | undefined;
let updateWaiting = false;
let reloadPage = () => window.location.reload();

/** Reloads as soon as nobody is looking at the page: now if it is hidden, else once it is. */
function reloadWhenUnseen() {
  if (document.visibilityState === 'hidden') {
    reloadPage();
    return;
  }
  const onHidden = () => {
    if (document.visibilityState !== 'hidden') return;
    document.removeEventListener('visibilitychange', onHidden);
    reloadPage();
  };
  document.addEventListener('visibilitychange', onHidden);
}

/**
 * Photos shown before the worker ran (the first page of the first visit) went straight to the
 * network; asking for them again through the worker puts them in its cache, usually straight
 * from the browser's HTTP cache.
 */
function keepShownPhotos() {
  for (const image of document.images) {
    if (isPhotoUrl(image.currentSrc, document.baseURI)) {
      fetch(image.currentSrc, { mode: 'no-cors' }).catch(() => undefined);
    }
  }
}

/**
 * A new version, if one is waiting, takes over now and the page reloads into it. Called only
 * when nobody is using the page: the tab has been hidden, or a kiosk has just been reset between
 * visitors. Returns whether that happens.
 */
export function applyWaitingVersion(): boolean {
  if (!workbox || !updateWaiting) return false;
  updateWaiting = false;
  workbox.addEventListener('controlling', () => reloadPage());
  workbox.messageSkipWaiting();
  return true;
}

/** Asks the server whether a new version has been deployed (it then waits for a quiet moment). */
export function checkForUpdate(): void {
  void workbox?.update();
}

/**
 * Registers the offline service worker. Its code loads after the page has, so it costs the first
 * visit nothing. A new version never reloads a page in front of a visitor: it waits until the
 * tab is hidden or the kiosk resets.
 */
export function registerServiceWorker({
  enabled = import.meta.env.PROD,
  reload,
}: ServiceWorkerOptions = {}): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  if (reload) reloadPage = reload;

  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const worker = new Workbox(`/${serviceWorkerFile}`);
    worker.addEventListener('waiting', () => {
      updateWaiting = true;
      if (document.visibilityState === 'hidden') applyWaitingVersion();
    });
    worker.addEventListener('controlling', (event) => {
      // Another tab let a new version take over: this page's code is now the old one.
      if (event.isExternal) reloadWhenUnseen();
      else if (!event.isUpdate) keepShownPhotos();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') applyWaitingVersion();
    });
    setInterval(checkForUpdate, updateCheckMs);
    workbox = worker;
    await worker.register();
  };
  const start = () =>
    register().catch((error: unknown) => console.info('Offline support unavailable:', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
