import { afterEach, describe, expect, it } from 'vitest';
import { languageStorageKey } from '../content/storageKeys.ts';
import { cameBy, loadPage, recordReplace, resetPage } from '../test/firstPaintPage.ts';
import { chooseLanguage } from './language.ts';

afterEach(resetPage);

/** Chooses the language of the page at `address`, written in `language`; returns where it went. */
function arrive(address: string, language: string, { kiosk = false } = {}) {
  const root = loadPage(address, language);
  const replace = recordReplace();
  const replaced = chooseLanguage(root.lang, kiosk);
  expect(replaced).toBe(replace.mock.calls.length > 0);
  return replace.mock.calls[0]?.[0];
}

describe('a kiosk’s ?lang', () => {
  it('loads the page in the language it names, its query and place kept', () => {
    expect(arrive('/products?kiosk=1&lang=es#top', 'en', { kiosk: true })).toBe(
      '/es/products?kiosk=1&lang=es#top',
    );
    expect(arrive('/es?lang=en', 'es', { kiosk: true })).toBe('/?lang=en');
  });

  it('leaves a page in that language, or naming no language of the site, as it is', () => {
    expect(arrive('/es/contact?kiosk=1&lang=es', 'es', { kiosk: true })).toBeUndefined();
    expect(arrive('/contact?kiosk=1&lang=fr', 'en', { kiosk: true })).toBeUndefined();
  });
});

describe('the visitor’s language', () => {
  it('is the one they crossed to from a page in another', () => {
    cameBy('navigate', 'http://localhost:3000/es/products');
    expect(arrive('/products', 'en')).toBeUndefined();
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
  });

  it('stays as it is while they move between pages of one language', () => {
    localStorage.setItem(languageStorageKey, 'es');
    cameBy('navigate', 'http://localhost:3000/about');
    expect(arrive('/products', 'en')).toBeUndefined();
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });

  it('is taken when they arrive from elsewhere, the page’s place kept', () => {
    localStorage.setItem(languageStorageKey, 'es');
    cameBy('navigate', 'https://search.example/?q=floors');
    expect(arrive('/products?from=ad#gallery', 'en')).toBe('/es/products?from=ad#gallery');
    cameBy('navigate');
    expect(arrive('/', 'en')).toBe('/es');
    localStorage.setItem(languageStorageKey, 'en');
    expect(arrive('/es/contact', 'es')).toBe('/contact');
    expect(arrive('/contact', 'en')).toBeUndefined();
  });

  it('is neither taken nor set on Back, Forward or a reload', () => {
    for (const type of ['back_forward', 'reload'] as const) {
      localStorage.setItem(languageStorageKey, 'es');
      cameBy(type);
      expect(arrive('/products', 'en')).toBeUndefined();
      cameBy(type, 'http://localhost:3000/es/products');
      expect(arrive('/products', 'en')).toBeUndefined();
      expect(localStorage.getItem(languageStorageKey)).toBe('es');
    }
  });

  it('is neither taken nor set on a kiosk, whose visitors share it', () => {
    localStorage.setItem(languageStorageKey, 'es');
    cameBy('navigate');
    expect(arrive('/products', 'en', { kiosk: true })).toBeUndefined();
    cameBy('navigate', 'http://localhost:3000/es/products');
    expect(arrive('/products', 'en', { kiosk: true })).toBeUndefined();
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });

  it('is not looked for on a page at another language’s path (a host’s one not-found page)', () => {
    localStorage.setItem(languageStorageKey, 'en');
    cameBy('navigate');
    expect(arrive('/es/no-existe', 'en')).toBeUndefined();
  });
});
