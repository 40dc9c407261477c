import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyWaitingVersion, registerServiceWorker } from './serviceWorker.ts';

type Listener = (event: { isExternal?: boolean }) => void;
const workboxes: FakeWorkbox[] = [];

// Stands in for the browser's service worker machinery (jsdom has none): the site's own update
// policy is what is under test.
class FakeWorkbox {
  readonly listeners = new Map<string, Listener[]>();
  readonly messageSkipWaiting = vi.fn();
  readonly register = vi.fn(() => Promise.resolve());
  readonly update = vi.fn(() => Promise.resolve());
  constructor(readonly url: string) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, event: { isExternal?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function register() {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  const reload = vi.fn();
  registerServiceWorker({ enabled: true, reload });
  await vi.waitFor(() => expect(workboxes.at(-1)?.register).toHaveBeenCalled());
  return { workbox: workboxes.at(-1) as FakeWorkbox, reload };
}

afterEach(() => {
  workboxes.length = 0;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  setVisibility('visible');
});

describe('the service worker', () => {
  it('is not registered outside production builds', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    registerServiceWorker();
    await vi.dynamicImportSettled();
    expect(workboxes).toHaveLength(0);
  });

  it('keeps a new version waiting while the page is in front of a visitor', async () => {
    const { workbox, reload } = await register();
    expect(workbox.url).toBe('/sw.js');
    workbox.emit('waiting');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    // The visitor switches away: now the new version takes over and the page reloads into it.
    setVisibility('hidden');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('lets a kiosk take the new version between two visitors', async () => {
    const { workbox, reload } = await register();
    expect(applyWaitingVersion()).toBe(false);
    workbox.emit('waiting');
    expect(applyWaitingVersion()).toBe(true);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledOnce();
    expect(applyWaitingVersion()).toBe(false);
  });

  it('reloads a page another tab has updated only once nobody is looking', async () => {
    const { workbox, reload } = await register();
    workbox.emit('controlling', { isExternal: true });
    expect(reload).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(reload).toHaveBeenCalledOnce();
  });
});
