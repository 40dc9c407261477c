import { Workbox } from 'workbox-window';
import { serviceWorkerFile } from '../content/paths.ts';
import { photoFrameAttribute } from './photoFrame.ts';
import { nextTask } from './nextTask.ts';

// How often an open page asks whether a new version has been deployed: a kiosk may stay open
// for weeks without a single full page load, the browser's own moment to check.
const updateCheckMs = 60 * 60 * 1000;

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
async function keepShownPhotos() {
  // The photos are the images in photo frames, wherever their files come from.
  const shown = [...document.querySelectorAll<HTMLImageElement>(`[${photoFrameAttribute}] img`)]
    .map((image) => image.currentSrc)
    .filter((url) => url !== '');
  for (const url of shown) {
    fetch(url, { mode: 'no-cors' }).catch(() => undefined);
    // Each request costs the main thread about a millisecond here: a page of cards asked for
    // in one go made a long task on a slow phone.
    await nextTask();
  }
}

/** See `applyWaitingVersion` in `serviceWorker.ts`. */
export function applyWaitingVersion(then: () => void = reloadPage): boolean {
  if (!workbox || !updateWaiting) return false;
  updateWaiting = false;
  workbox.addEventListener('controlling', () => then());
  workbox.messageSkipWaiting();
  return true;
}

export function checkForUpdate(): void {
  void workbox?.update();
}

/** Registers the worker and keeps each new version waiting until nobody is using the page. */
export async function register(reload?: () => void): Promise<void> {
  if (reload) reloadPage = reload;
  const worker = new Workbox(`/${serviceWorkerFile}`);
  worker.addEventListener('waiting', () => {
    updateWaiting = true;
    if (document.visibilityState === 'hidden') applyWaitingVersion();
  });
  worker.addEventListener('controlling', (event) => {
    // Another tab let a new version take over: this page's code is now the old one.
    if (event.isExternal) reloadWhenUnseen();
    else if (!event.isUpdate) void keepShownPhotos();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') applyWaitingVersion();
  });
  setInterval(checkForUpdate, updateCheckMs);
  workbox = worker;
  await worker.register();
}
