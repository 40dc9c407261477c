import { afterEach, describe, expect, it } from 'vitest';
import {
  kioskStorageKey,
  languageStorageKey,
  motionStorageKey,
  notFoundAddressStorageKey,
} from '../content/storageKeys.ts';
import {
  blockStorage,
  cameBy,
  loadPage,
  recordReplace,
  resetPage,
} from '../test/firstPaintPage.ts';
import { firstPaint } from './firstPaint.ts';

afterEach(resetPage);

/** Runs what the page's head runs, at `address` in `language`; the root's marks and any hop. */
function paint(address: string, language = 'en') {
  const root = loadPage(address, language);
  const replace = recordReplace();
  firstPaint();
  const { motion, kiosk } = root.dataset;
  return { motion, kiosk, hidden: root.hidden, replacedBy: replace.mock.calls[0]?.[0] };
}

const untouched = { motion: undefined, kiosk: undefined, hidden: false, replacedBy: undefined };

describe('before the first paint', () => {
  it('changes nothing for a first visit', () => {
    cameBy('navigate');
    expect(paint('/')).toEqual(untouched);
  });

  it('marks what the visitor and the tab chose', () => {
    localStorage.setItem(motionStorageKey, 'off');
    sessionStorage.setItem(kioskStorageKey, '90');
    expect(paint('/contact')).toEqual({ ...untouched, motion: 'off', kiosk: 'on' });
  });

  it('marks nothing on a page on its way to another', () => {
    localStorage.setItem(motionStorageKey, 'off');
    expect(paint('/es/no-existe')).toEqual({
      ...untouched,
      hidden: true,
      replacedBy: '/es/404.html',
    });
    localStorage.setItem(languageStorageKey, 'es');
    cameBy('navigate');
    expect(paint('/products')).toEqual({ ...untouched, replacedBy: '/es/products' });
  });

  it('goes on to the page’s language once the address asked for is back', () => {
    sessionStorage.setItem(notFoundAddressStorageKey, '/es/no-existe?kiosk=1&lang=en');
    expect(paint('/es/404.html', 'es')).toEqual({
      ...untouched,
      replacedBy: '/no-existe?kiosk=1&lang=en',
    });
  });

  it('changes nothing, and throws nothing, when storage cannot be used', () => {
    blockStorage();
    cameBy('navigate');
    expect(paint('/about')).toEqual(untouched);
    expect(paint('/es/no-existe')).toEqual(untouched);
  });
});
