import { afterEach, describe, expect, it, vi } from 'vitest';
import { kioskStorageKey, motionStorageKey } from '../src/content/storageKeys.ts';
import { firstPaintScript } from './firstPaintScript.ts';

/** Runs the script as the page's head does, at `url`, and returns the root's marks. */
function firstPaint(url: string) {
  window.history.replaceState(null, '', url);
  // The very text the pages carry, run as the browser runs an inline script.
  new Function(firstPaintScript())();
  const { motion, kiosk } = document.documentElement.dataset;
  return { motion, kiosk };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete document.documentElement.dataset.motion;
  delete document.documentElement.dataset.kiosk;
});

describe('the first-paint script', () => {
  it('marks nothing for a first visit', () => {
    expect(firstPaint('/')).toEqual({ motion: undefined, kiosk: undefined });
  });

  it('applies a stored "Animations: Off"', () => {
    localStorage.setItem(motionStorageKey, 'off');
    expect(firstPaint('/products').motion).toBe('off');
  });

  it('makes a kiosk of a kiosk URL, or of a tab that is one, unless told ?kiosk=0', () => {
    expect(firstPaint('/?kiosk=1&idle=60').kiosk).toBe('on');
    delete document.documentElement.dataset.kiosk;
    sessionStorage.setItem(kioskStorageKey, '90');
    expect(firstPaint('/contact').kiosk).toBe('on');
    delete document.documentElement.dataset.kiosk;
    expect(firstPaint('/?kiosk=0').kiosk).toBeUndefined();
  });

  it('changes nothing, and throws nothing, when storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(firstPaint('/about')).toEqual({ motion: undefined, kiosk: undefined });
  });
});
