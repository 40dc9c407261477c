import { nextTask } from './nextTask.ts';
import type * as Updates from './serviceWorkerUpdates.ts';

interface ServiceWorkerOptions {
  /** Production builds only: never in development or unit tests. */
  readonly enabled?: boolean;
  readonly reload?: () => void;
}

/**
 * The worker's update policy (`serviceWorkerUpdates.ts`), with Workbox: loaded after the page
 * has, so neither costs a page's first load anything.
 */
let updates: typeof Updates | undefined;

/**
 * A new version, if one is waiting, takes over now, and then the page reloads into it (or `then`
 * runs: a kiosk's reset loads Home). Called only when nobody is using the page: the tab has been
 * hidden, or a kiosk has just been reset between visitors. Returns whether that happens.
 */
export const applyWaitingVersion = (then?: () => void): boolean =>
  updates?.applyWaitingVersion(then) ?? false;

/** Asks the server whether a new version has been deployed (it then waits for a quiet moment). */
export const checkForUpdate = (): void => updates?.checkForUpdate();

/**
 * Registers the offline service worker once the page has loaded. A new version never reloads a
 * page in front of a visitor: it waits until the tab is hidden or the kiosk resets.
 */
export function registerServiceWorker({
  enabled = import.meta.env.PROD,
  reload,
}: ServiceWorkerOptions = {}): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const start = () =>
    import('./serviceWorkerUpdates.ts')
      // Registering in a task of its own, after the module's evaluation.
      .then(async (module) => {
        await nextTask();
        updates = module;
        return module.register(reload);
      })
      .catch((error: unknown) => console.info('Offline support unavailable:', error));
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
