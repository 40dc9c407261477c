/** An Element Timing entry (Chromium): one marked element's first paint. */
interface ElementTimingEntry extends PerformanceEntry {
  readonly element: Element | null;
}

const isElementTiming = (entry: PerformanceEntry): entry is ElementTimingEntry =>
  entry.entryType === 'element';

const inViewport = (element: Element) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return bottom > 0 && right > 0 && top < window.innerHeight && left < window.innerWidth;
};

/**
 * The photos the page marks for Element Timing (its first photo: on a phone, the largest thing it
 * paints) that are on screen and have not already failed to load.
 */
const photosToWaitFor = () =>
  [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')]
    .filter((img) => !(img.complete && img.naturalWidth === 0))
    .filter(inViewport);

/**
 * Resolves once the page's main content is on screen: the first contentful paint has happened and
 * every marked photo in view has been painted or has failed. Browsers that report neither paints
 * nor element paints (Safari, Firefox) get the load event and one more frame instead. It resolves
 * after `maxWaitMs` whatever happened, so a photo that never arrives (or a tab opened in the
 * background, which never paints) cannot keep the page static.
 */
export function whenContentShown(maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Every listener, the observer and the timer end with the wait.
    const cleanup = new AbortController();
    const done = () => {
      cleanup.abort();
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    cleanup.signal.addEventListener('abort', () => clearTimeout(timer));

    const reported =
      typeof PerformanceObserver === 'undefined'
        ? []
        : (PerformanceObserver.supportedEntryTypes ?? []);
    if (!reported.includes('paint') || !reported.includes('element')) {
      const afterAFrame = () => requestAnimationFrame(() => setTimeout(done));
      if (document.readyState === 'complete') afterAFrame();
      else window.addEventListener('load', afterAFrame, { once: true, signal: cleanup.signal });
      return;
    }

    // Which photos are on screen is read once the first paint has happened, from the layout that
    // paint made: reading it sooner, while this script runs as the parsing ends, would force the
    // page's first style and layout into this script's task, one long task for a slow phone.
    let waiting: Set<Element> | undefined;
    const settled = new Set<Element>(); // painted or failed
    const check = () => {
      if (waiting?.size === 0) done();
    };
    for (const photo of document.querySelectorAll('img[elementtiming]')) {
      const failed = () => {
        settled.add(photo);
        waiting?.delete(photo);
        check();
      };
      photo.addEventListener('error', failed, { once: true, signal: cleanup.signal });
    }
    // Entries arrive once the frame that painted them is on screen, not merely drawn; `buffered`
    // brings those of paints before this script ran.
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (isElementTiming(entry) && entry.element) {
          settled.add(entry.element);
          waiting?.delete(entry.element);
        } else if (entry.name === 'first-contentful-paint') {
          waiting = new Set(photosToWaitFor().filter((photo) => !settled.has(photo)));
        }
      }
      check();
    });
    cleanup.signal.addEventListener('abort', () => observer.disconnect());
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'element', buffered: true });
  });
}
