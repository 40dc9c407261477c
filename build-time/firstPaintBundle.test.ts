import { afterEach, describe, expect, it } from 'vitest';
import {
  kioskStorageKey,
  languageStorageKey,
  motionStorageKey,
} from '../src/content/storageKeys.ts';
import { cameBy, loadPage, recordReplace, resetPage } from '../src/test/firstPaintPage.ts';
import { firstPaintScript } from './firstPaintBundle.ts';

afterEach(resetPage);

/**
 * The very text the pages carry, run at `address` as the browser runs an inline script: a
 * script that imported, exported or asked for `import.meta` would not run at all.
 */
async function paint(address: string) {
  const code = await firstPaintScript();
  const root = loadPage(address);
  const replace = recordReplace();
  new Function(code)();
  const { motion, kiosk } = root.dataset;
  return { motion, kiosk, replacedBy: replace.mock.calls[0]?.[0] };
}

describe('the bundled first-paint script', () => {
  it('runs at once, as one expression, leaving no name of its own in the page’s scope', async () => {
    expect(await firstPaintScript()).toMatch(/^\(function\(\)\{.*\}\)\(\);$/s);
  });

  it('marks what the visitor and the tab chose', async () => {
    localStorage.setItem(motionStorageKey, 'off');
    sessionStorage.setItem(kioskStorageKey, '90');
    expect(await paint('/contact')).toEqual({ motion: 'off', kiosk: 'on', replacedBy: undefined });
  });

  it('opens the visitor’s language', async () => {
    localStorage.setItem(languageStorageKey, 'es');
    cameBy('navigate', 'https://search.example/');
    expect(await paint('/products#gallery')).toEqual({
      motion: undefined,
      kiosk: undefined,
      replacedBy: '/es/products#gallery',
    });
  });
});
