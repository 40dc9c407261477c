import { afterEach, describe, expect, it } from 'vitest';
import { notFoundAddressStorageKey } from '../content/storageKeys.ts';
import { loadPage, recordReplace, resetPage } from '../test/firstPaintPage.ts';
import { hopToNotFound, restoreAddress } from './notFound.ts';

afterEach(resetPage);

const address = () => window.location.pathname + window.location.search + window.location.hash;

describe('another language’s not-found page', () => {
  it('replaces a host’s one not-found page, hidden, keeping the address asked for', () => {
    const root = loadPage('/es/no-existe?ref=mail#arriba', 'en');
    const replace = recordReplace();
    expect(hopToNotFound(root, root.lang)).toBe(true);
    expect(root.hidden).toBe(true);
    expect(sessionStorage.getItem(notFoundAddressStorageKey)).toBe('/es/no-existe?ref=mail#arriba');
    expect(replace).toHaveBeenCalledExactlyOnceWith('/es/404.html');
  });

  it('is the default language’s for a Spanish page at an English path', () => {
    const root = loadPage('/no-such-page', 'es');
    const replace = recordReplace();
    expect(hopToNotFound(root, root.lang)).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('/404.html');
  });

  it('is not looked for by a page in its own path’s language, nor by a not-found page', () => {
    for (const [path, language] of [
      ['/no-such-page', 'en'],
      ['/es/no-existe', 'es'],
      ['/es/404.html', 'en'],
    ] as const) {
      const root = loadPage(path, language);
      const replace = recordReplace();
      expect(hopToNotFound(root, root.lang)).toBe(false);
      expect(root.hidden).toBe(false);
      expect(replace).not.toHaveBeenCalled();
    }
    expect(sessionStorage.getItem(notFoundAddressStorageKey)).toBeNull();
  });
});

describe('the address asked for', () => {
  it('is back in the address bar on the not-found page loaded for it, and kept no longer', () => {
    sessionStorage.setItem(notFoundAddressStorageKey, '/es/no-existe?ref=mail#arriba');
    const root = loadPage('/es/404.html', 'es');
    restoreAddress(root.lang);
    expect(address()).toBe('/es/no-existe?ref=mail#arriba');
    expect(sessionStorage.getItem(notFoundAddressStorageKey)).toBeNull();
  });

  it('stays out of any other page, and of a not-found page in another language', () => {
    sessionStorage.setItem(notFoundAddressStorageKey, '/es/no-existe');
    loadPage('/es/products', 'es');
    restoreAddress('es');
    expect(address()).toBe('/es/products');
    sessionStorage.setItem(notFoundAddressStorageKey, '/no-such-page');
    loadPage('/es/404.html', 'es');
    restoreAddress('es');
    expect(address()).toBe('/es/404.html');
    expect(sessionStorage.getItem(notFoundAddressStorageKey)).toBeNull();
  });
});
