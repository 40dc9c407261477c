import { afterEach, describe, expect, it } from 'vitest';
import { kioskStorageKey, motionStorageKey } from '../content/storageKeys.ts';
import { blockStorage, loadPage, resetPage } from '../test/firstPaintPage.ts';
import { isKioskTab, markChoices } from './marks.ts';

afterEach(resetPage);

/** The root's marks once the page at `address` is marked. */
function marksAt(address: string) {
  const root = loadPage(address);
  markChoices(root, isKioskTab(window.location.search));
  const { motion, kiosk } = root.dataset;
  return { motion, kiosk };
}

describe('the kiosk mark', () => {
  it('is on for a kiosk URL, whatever it says but 0', () => {
    expect(marksAt('/?kiosk=1&idle=60').kiosk).toBe('on');
    expect(marksAt('/products?kiosk').kiosk).toBe('on');
  });

  it('stays on in a tab that is a kiosk already, on any page', () => {
    sessionStorage.setItem(kioskStorageKey, '90');
    expect(marksAt('/contact').kiosk).toBe('on');
  });

  it('is off for ?kiosk=0, even in a kiosk tab, and for an ordinary visit', () => {
    sessionStorage.setItem(kioskStorageKey, '90');
    expect(marksAt('/?kiosk=0').kiosk).toBeUndefined();
    sessionStorage.clear();
    expect(marksAt('/contact').kiosk).toBeUndefined();
  });

  it('tells a kiosk by its URL alone where the tab’s storage cannot be read', () => {
    blockStorage();
    expect(isKioskTab('?kiosk=1')).toBe(true);
    expect(isKioskTab('')).toBe(false);
  });
});

describe('a stored "Animations: Off"', () => {
  it('holds from the first paint', () => {
    localStorage.setItem(motionStorageKey, 'off');
    expect(marksAt('/products').motion).toBe('off');
  });

  it('is not there for a first visit', () => {
    expect(marksAt('/products')).toEqual({ motion: undefined, kiosk: undefined });
  });
});
