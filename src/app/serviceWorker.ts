import type { Workbox } from 'workbox-window';

let waiting: Workbox | undefined;

/**
 * Registers the offline service worker in production builds (never in development or unit
 * tests). Its code loads after the page has, so it costs the first visit nothing.
 */
export function registerServiceWorker(enabled: boolean = import.meta.env.PROD): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    // A new version waits until the visitor changes page (see below), never mid-gesture.
    workbox.addEventListener('waiting', () => {
      waiting = workbox;
    });
    await workbox.register();
  };
  const start = () =>
    register().catch((error: unknown) => console.info('Offline support unavailable:', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}

/**
 * Called when the visitor has just moved to another page: if a new version of the site is
 * waiting, it takes over now and the page reloads into it, a moment after a click rather than
 * under a finger. Returns whether that happens.
 */
export function activateWaitingVersion(
  reload: () => void = () => window.location.reload(),
): boolean {
  const workbox = waiting;
  if (!workbox) return false;
  waiting = undefined;
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
  return true;
}
