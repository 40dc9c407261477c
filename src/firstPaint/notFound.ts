import { localePath } from '../content/locales.ts';
import { notFoundDocument } from '../content/paths.ts';
import { notFoundAddressStorageKey } from '../content/storageKeys.ts';
import { languageOf, localeNamed } from './language.ts';

/** The not-found page of the language a path is in: `/es/404.html` for `/es/no-existe`. */
const notFoundPageOf = (pathname: string): string =>
  localePath(languageOf(pathname), notFoundDocument);

/**
 * A host that serves one not-found page for every unknown path (GitHub Pages, a bucket behind a
 * CDN, a plain static server) answers `/es/no-existe` with the English one, status 404. This hides
 * it before anything is painted and loads the Spanish not-found page in its place, keeping the
 * address asked for for that page to put back (`restoreAddress`), and says whether it did; where
 * the host reads `_redirects`, the Spanish page comes first hand. `page` is the language the page
 * is written in (its root's `lang`). Throws, having done nothing, where sessionStorage cannot be
 * written.
 */
export function hopToNotFound(root: HTMLElement, page: string): boolean {
  const { pathname, search, hash } = location;
  const target = notFoundPageOf(pathname);
  if (!localeNamed(page) || languageOf(pathname) === page || pathname === target) return false;
  sessionStorage.setItem(notFoundAddressStorageKey, pathname + search + hash);
  root.hidden = true;
  location.replace(target);
  return true;
}

/**
 * On the not-found page `hopToNotFound` loaded, the address asked for, back in the address bar.
 * The address is kept for this one load: read here, and gone. Throws where sessionStorage cannot
 * be read.
 */
export function restoreAddress(page: string): void {
  const address = sessionStorage.getItem(notFoundAddressStorageKey);
  sessionStorage.removeItem(notFoundAddressStorageKey);
  if (address === null || location.pathname !== notFoundPageOf(location.pathname)) return;
  if (languageOf(address.split(/[?#]/, 1)[0] ?? '') === page)
    history.replaceState(null, '', address);
}
