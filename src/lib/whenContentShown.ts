/** An Element Timing entry (Chromium): one marked element's first paint. */
interface ElementTimingEntry extends PerformanceEntry {
  readonly element: Element | null;
}

const isElementTiming = (entry: PerformanceEntry): entry is ElementTimingEntry =>
  entry.entryType === 'element';

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

    // The photos the page marks for Element Timing (its first photo: on a phone, the largest
    // thing it paints) that have not already failed. Which of them are on screen, an
    // IntersectionObserver says from the layout of a frame the browser makes anyway: reading it
    // here (getBoundingClientRect) would force a layout of all that was parsed since the last
    // one, on a long page one long task for a slow phone.
    const photos = [...document.querySelectorAll<HTMLImageElement>('img[elementtiming]')].filter(
      (img) => !(img.complete && img.naturalWidth === 0),
    );
    const settled = new Set<Element>(); // painted or failed
    const inView = new Set<Element>();
    const unanswered = new Set<Element>(photos);
    let painted = false; // the first contentful paint
    const check = () => {
      if (painted && unanswered.size === 0 && [...inView].every((photo) => settled.has(photo)))
        done();
    };
    for (const photo of photos) {
      photo.addEventListener(
        'error',
        () => {
          settled.add(photo);
          check();
        },
        { once: true, signal: cleanup.signal },
      );
    }
    const view = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target);
        unanswered.delete(entry.target);
        view.unobserve(entry.target);
      }
      check();
    });
    photos.forEach((photo) => view.observe(photo));
    cleanup.signal.addEventListener('abort', () => view.disconnect());

    // Entries arrive once the frame that painted them is on screen, not merely drawn; `buffered`
    // brings those of paints before this script ran.
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (isElementTiming(entry) && entry.element) settled.add(entry.element);
        else if (entry.name === 'first-contentful-paint') painted = true;
      }
      check();
    });
    cleanup.signal.addEventListener('abort', () => observer.disconnect());
    observer.observe({ type: 'paint', buffered: true });
    observer.observe({ type: 'element', buffered: true });
  });
}
