import { countContactTaps } from './lib/analytics.ts';
import { registerServiceWorker } from './lib/serviceWorker.ts';
import { startPhotoFallbacks } from './components/ui/photoFallback.ts';
import { startIslands } from './app/startIslands.ts';
import { documentPath } from './lib/documentPath.ts';
import { kioskParams } from './kiosk/content/kiosk.ts';
import type { PageScript } from './lib/pageScripts.ts';
import { startMotionSwitch } from './motion/motionSwitch.ts';
import { nextTask } from './lib/nextTask.ts';
import { startTextUs } from './lib/textUs.ts';

/**
 * The one script every page starts with. A page is its prerendered HTML and CSS: links are plain
 * links, a route change is a document navigation (a view transition where the browser has them),
 * and the motion runs on the browser's scroll timelines. This script only adds what HTML cannot
 * do, none of it React: the Animations switch, photos that failed, what each page declares it
 * does beyond its islands (`*.script.ts`), the islands' wake-up, the kiosk on a kiosk tab, and
 * offline support. React comes only with an island, when it is wanted.
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

function listen() {
  countContactTaps();
  keepSection();
  window.addEventListener('hashchange', keepSection);
  window.addEventListener('pageshow', closeRestoredMenus);
}

// What the pages do beyond their islands, each declared beside its component (`*.script.ts`).
const pageScripts = Object.values(
  import.meta.glob<Readonly<Record<string, PageScript>>>('./**/*.script.ts', { eager: true }),
).flatMap((declarations) => Object.values(declarations));

/** Starts a page script; one that fails leaves the page and the others as they are. */
const started = (script: PageScript) => () => {
  try {
    script.start();
  } catch (error) {
    console.error(`The ${script.name} script failed to start.`, error);
  }
};

/**
 * What the script does, each part in a task of its own. The browser evaluates a page's module in
 * the task that ends its parsing, with that task's style and layout; on a slow phone the two as
 * one are a long task, which a tap would wait behind. Parted, no task is long.
 */
const parts = [
  cleanAddress,
  startMotionSwitch,
  startPhotoFallbacks,
  started({ name: 'text us', start: startTextUs }),
  ...pageScripts.map(started),
  startIslands,
  listen,
  startKioskTab,
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
