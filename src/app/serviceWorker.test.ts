import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateWaitingVersion, registerServiceWorker } from './serviceWorker.ts';

type Listener = () => void;
const workboxes: FakeWorkbox[] = [];

// Stands in for the browser's service worker machinery (jsdom has none); the site's own update
// policy is what is under test.
class FakeWorkbox {
  readonly listeners = new Map<string, Listener[]>();
  readonly messageSkipWaiting = vi.fn();
  readonly register = vi.fn(() => Promise.resolve());
  constructor(readonly url: string) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

afterEach(() => {
  workboxes.length = 0;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker', () => {
  it('is not registered outside production builds', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker();
    await vi.dynamicImportSettled();
    expect(workboxes).toHaveLength(0);
  });

  it('activates a waiting version only when asked, at a page change, then reloads', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker(true);
    await vi.waitFor(() => expect(workboxes).toHaveLength(1));
    const workbox = workboxes[0] as FakeWorkbox;
    expect(workbox.url).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalled();

    const reload = vi.fn();
    expect(activateWaitingVersion(reload)).toBe(false);
    workbox.emit('waiting');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    expect(activateWaitingVersion(reload)).toBe(true);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
    expect(activateWaitingVersion(reload)).toBe(false);
  });
});
