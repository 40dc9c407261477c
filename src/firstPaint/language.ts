import { kioskParams } from '../kiosk/content/kiosk.ts';
import { defaultLocale, localePath, locales, routeOf, type Locale } from '../content/locales.ts';
import { languageStorageKey } from '../content/storageKeys.ts';

/**
 * The language whose pages a path is among: the one whose base starts it (`routeOf` leaves a
 * path outside a language's base as it is), else the default's, whose base is empty.
 */
export const languageOf = (pathname: string): Locale =>
  locales.find((locale) => routeOf(locale, pathname) !== pathname) ?? defaultLocale;

/** The site's language a code names, if it names one. */
export const localeNamed = (code: string | null): Locale | undefined =>
  locales.find((locale) => locale === code);

/**
 * Replaces the page, before anything is painted, by its version in the language it should be
 * seen in, and says whether it did. A kiosk URL may name the display's language (`?lang=es`),
 * its query kept for the kiosk to read. Otherwise the visitor's: chosen by crossing from a page
 * in one language to one in another (the switch), and taken again when they next arrive from
 * elsewhere (a link, a bookmark); never on Back, Forward or a reload, and never on a kiosk, whose
 * visitors share it. `page` is the language the page is written in (its root's `lang`); a page
 * at another language's path (a host's one not-found page) is left alone. Throws where storage
 * cannot be used.
 */
export function chooseLanguage(page: string, kiosk: boolean): boolean {
  const { pathname, search, hash } = location;
  const here = languageOf(pathname);
  if (here !== page) return false;
  let wanted = localeNamed(new URLSearchParams(search).get(kioskParams.lang));
  // The entries of type `navigation` are PerformanceNavigationTiming, which the DOM's types
  // cannot tell from the type's name.
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!wanted && !kiosk && (!entry || entry.type === 'navigate')) {
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from?.origin === location.origin) {
      if (languageOf(from.pathname) !== here) localStorage.setItem(languageStorageKey, here);
    } else wanted = localeNamed(localStorage.getItem(languageStorageKey));
  }
  if (!wanted || wanted === here) return false;
  location.replace(localePath(wanted, routeOf(here, pathname)) + search + hash);
  return true;
}
