import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenContentShown } from './whenContentShown.ts';

/** A stand-in for the browser's PerformanceObserver that the test feeds entries by hand. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'element'];
  static instances: FakeObserver[] = [];
  observed: { type: string; buffered?: boolean }[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe(options: { type: string; buffered?: boolean }) {
    this.observed.push(options);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...entries: object[]) {
    this.callback({ getEntries: () => entries });
  }
}

/**
 * A stand-in for the browser's IntersectionObserver: `answer()` is the frame in which the browser
 * reports each observed photo, on screen or not by the place `markedPhoto` gave it.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: object[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  answer() {
    const entries = [...this.observed].map((target) => ({
      target,
      isIntersecting: Number((target as HTMLElement).dataset.top) < window.innerHeight,
    }));
    if (entries.length > 0) this.callback(entries);
  }
}

const firstContentfulPaint = { entryType: 'paint', name: 'first-contentful-paint' };
const elementPainted = (element: Element) => ({
  entryType: 'element',
  name: 'image-paint',
  element,
});

/** A marked photo, still loading; `top` places it on screen (0) or below the fold (2000). */
function markedPhoto(top = 0): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('elementtiming', 'first-photo');
  img.dataset.top = String(top);
  vi.spyOn(img, 'complete', 'get').mockReturnValue(false);
  vi.spyOn(img, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 400, height: 300 }),
  );
  document.body.append(img);
  return img;
}

/** Whether the promise has settled by now (after pending callbacks ran). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('whenContentShown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.supportedEntryTypes = ['paint', 'element'];
    FakeObserver.instances = [];
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const observer = () => FakeObserver.instances[0] as FakeObserver;
  /** The browser's next frame: it says which photos are on screen. */
  const nextFrame = () => FakeIntersectionObserver.instances.forEach((view) => view.answer());

  it('waits for the first contentful paint and for the first photo on screen', async () => {
    const photo = markedPhoto();
    const shown = whenContentShown(3000);
    // Buffered: the first paint, and often the photo's, happen before the boot script runs.
    expect(observer().observed).toEqual([
      { type: 'paint', buffered: true },
      { type: 'element', buffered: true },
    ]);

    nextFrame();
    observer().report(firstContentfulPaint);
    expect(await settled(shown)).toBe(false);
    observer().report(elementPainted(photo));
    expect(await settled(shown)).toBe(true);
    expect(observer().disconnected).toBe(true);
  });

  it('waits until the browser has said which photos are on screen', async () => {
    const photo = markedPhoto();
    const shown = whenContentShown(3000);
    observer().report(firstContentfulPaint);
    expect(await settled(shown)).toBe(false);
    nextFrame();
    expect(await settled(shown)).toBe(false);
    observer().report(elementPainted(photo));
    expect(await settled(shown)).toBe(true);
  });

  it('reads no layout, so the boot script forces none', async () => {
    const photo = markedPhoto();
    const shown = whenContentShown(3000);
    // A photo painted before the first paint is reported (both buffered) is not waited for.
    observer().report(elementPainted(photo), firstContentfulPaint);
    nextFrame();
    expect(await settled(shown)).toBe(true);
    expect(photo.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('waits for the first paint alone on a page without a marked photo', async () => {
    const shown = whenContentShown(3000);
    expect(await settled(shown)).toBe(false);
    observer().report(firstContentfulPaint);
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for a marked photo below the fold, which is not painted yet', async () => {
    markedPhoto(2000);
    const shown = whenContentShown(3000);
    observer().report(firstContentfulPaint);
    nextFrame();
    expect(await settled(shown)).toBe(true);
  });

  it('stops waiting for a photo that fails to load', async () => {
    const photo = markedPhoto();
    const shown = whenContentShown(3000);
    observer().report(firstContentfulPaint);
    nextFrame();
    expect(await settled(shown)).toBe(false);
    photo.dispatchEvent(new Event('error'));
    expect(await settled(shown)).toBe(true);
  });

  it('does not wait for a photo that had already failed', async () => {
    const photo = markedPhoto();
    vi.spyOn(photo, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(photo, 'naturalWidth', 'get').mockReturnValue(0);
    const shown = whenContentShown(3000);
    observer().report(firstContentfulPaint);
    expect(await settled(shown)).toBe(true);
  });

  it('gives up waiting after the longest wait', async () => {
    markedPhoto();
    const shown = whenContentShown(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(shown)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(shown)).toBe(true);
    expect(observer().disconnected).toBe(true);
  });

  it('waits for the load event and a frame where the browser reports no element paints', async () => {
    FakeObserver.supportedEntryTypes = ['paint'];
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const shown = whenContentShown(3000);
    expect(FakeObserver.instances).toEqual([]);
    expect(await settled(shown)).toBe(false);
    window.dispatchEvent(new Event('load'));
    // The next frame, then the task after it.
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(shown)).toBe(true);
  });
});
