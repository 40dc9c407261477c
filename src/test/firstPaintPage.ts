import { vi } from 'vitest';

// The page the first-paint script runs in (src/firstPaint/), as the browser gives it: an
// address, a root in a language, how the visitor came. jsdom navigates nowhere, so a page's
// replacement is recorded instead.

/** The page at `address` in `language`, as loaded: its root unmarked, set without a navigation. */
export function loadPage(address: string, language = 'en'): HTMLElement {
  window.history.replaceState(null, '', address);
  const root = document.documentElement;
  root.lang = language;
  root.hidden = false;
  delete root.dataset.motion;
  delete root.dataset.kiosk;
  return root;
}

/**
 * `location.replace`, which jsdom cannot do: a spy that records where the page would go, the
 * location otherwise the document's own, as it changes.
 */
export function recordReplace() {
  const replace = vi.fn<(url: string) => void>();
  const page = document.location;
  vi.stubGlobal('location', {
    replace,
    get href() {
      return page.href;
    },
    get origin() {
      return page.origin;
    },
    get pathname() {
      return page.pathname;
    },
    get search() {
      return page.search;
    },
    get hash() {
      return page.hash;
    },
  });
  return replace;
}

/** How the visitor came to the page: a link or the address bar, Back or Forward, a reload. */
export function cameBy(type: NavigationTimingType, referrer = ''): void {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ]);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
}

/** Storage that cannot be read or written, as where the visitor disabled it. */
export function blockStorage(): void {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
}

/** A plain page at the root again, for the next test: what one marked, or stubbed, undone. */
export function resetPage(): void {
  vi.unstubAllGlobals();
  loadPage('/', '');
  document.body.replaceChildren();
}
