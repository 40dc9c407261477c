import { countContactTaps } from './lib/analytics.ts';
import { registerServiceWorker } from './lib/serviceWorker.ts';
import { startPhotoFallbacks } from './components/ui/photoFallback.ts';
import { startIslands } from './app/startIslands.ts';
import { documentPath } from './lib/documentPath.ts';
import { keepContactDraft } from './pages/contact/contactDraft.ts';
import { submitRecordAttribute } from './pages/contact/content/formAddress.ts';
import { kioskParams } from './kiosk/content/kiosk.ts';
import { startMotionSwitch } from './motion/motionSwitch.ts';
import { nextTask } from './lib/nextTask.ts';
import '../styles/base.scss';
import './pageStyles.ts';

/**
 * The one script every page starts with. A page is its prerendered HTML and CSS: links are plain
 * links, a route change is a document navigation (a view transition where the browser has them),
 * and the motion runs on the browser's scroll timelines. This script only adds what HTML cannot
 * do, none of it React: the Animations switch, photos that failed, the islands' wake-up, the
 * kiosk on a kiosk tab (and its QR code of the species guide's choice), and offline support. React comes only with an island, when it is wanted.
 */

const root = document.documentElement;

// The page at its clean address, whichever form the host served it at (`/index.html`, `/about/`).
function cleanAddress() {
  const { pathname, search, hash } = window.location;
  if (documentPath(pathname) !== pathname)
    window.history.replaceState(window.history.state, '', documentPath(pathname) + search + hash);
}

// A kiosk tab (the first-paint script marked it, or the address asks for one) runs the kiosk.
function startKioskTab() {
  if (!root.dataset.kiosk && !new URLSearchParams(window.location.search).has(kioskParams.kiosk))
    return;
  import('./kiosk/kiosk.ts')
    .then(({ startKiosk }) => startKiosk())
    .catch((error: unknown) => console.error('The kiosk failed to start.', error));
}

// The not-found page says which address was asked for, for whoever reads the console.
function logNotFound() {
  const notFoundLog = document.querySelector<HTMLElement>('[data-not-found-log]');
  if (notFoundLog) console.info(notFoundLog.dataset.notFoundLog, window.location.pathname);
}

// The language switch keeps the place a link to a section names (the prerender never knows it).
function keepSection() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    const page = (link.getAttribute('href') ?? '').split('#')[0] ?? '';
    link.setAttribute('href', page + window.location.hash);
  }
}

// A page restored from the back/forward cache shows what it showed when left: the menu the
// visitor tapped a link in must not greet them open.
function closeRestoredMenus(event: PageTransitionEvent) {
  if (!event.persisted) return;
  for (const open of document.querySelectorAll<HTMLElement>(':popover-open')) open.hidePopover();
}

// A contact form that delivers its messages posts itself to its service without script, leaving
// the page for the service's confirmation. From now on a submit made before the form's island
// has hydrated is held instead: it closes the form's record (the dialog marked
// data-submit-record, src/pages/contact/SubmitRecord.tsx), which shows a note that the message
// goes out in a moment, and the island, woken by the same press, sends it when it mounts, so the
// visitor stays and sees the site's own confirmation or failure message. Once hydrated, the
// island handles the submit and cancels it first (its listener on its root comes before this one
// on the document), and this listener lets it be.
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  const record = form.querySelector<HTMLDialogElement>(`:scope > dialog[${submitRecordAttribute}]`);
  if (!record) return;
  event.preventDefault();
  record.open = false;
}

// A kiosk's button that hands the species guide's choice over as a QR code: its code comes with
// the press (src/pages/species/takeHome.ts).
function takeChoiceHome(event: MouseEvent) {
  const button = event.target instanceof Element && event.target.closest('[data-take-home]');
  if (!(button instanceof HTMLElement)) return;
  import('./pages/species/takeHome.ts')
    .then(({ showTakeHome }) => showTakeHome(button))
    .catch((error: unknown) => console.error('The choice’s QR code could not be drawn.', error));
}

function listen() {
  countContactTaps();
  keepSection();
  window.addEventListener('hashchange', keepSection);
  window.addEventListener('pageshow', closeRestoredMenus);
  document.addEventListener('submit', holdEarlySubmit);
  document.addEventListener('click', takeChoiceHome);
}

/**
 * What the script does, each part in a task of its own. The browser evaluates a page's module in
 * the task that ends its parsing, with that task's style and layout; on a slow phone the two as
 * one are a long task, which a tap would wait behind. Parted, no task is long.
 */
const parts = [
  cleanAddress,
  startMotionSwitch,
  startPhotoFallbacks,
  keepContactDraft,
  startIslands,
  listen,
  startKioskTab,
  logNotFound,
  registerServiceWorker,
];

void (async () => {
  for (const part of parts) {
    await nextTask();
    part();
  }
  // Says on the page that its script has run: for tests, which wait for it before they use what
  // only the script adds (the Animations switch, the kiosk), never for what the HTML does itself.
  root.dataset.script = 'ready';
})();
