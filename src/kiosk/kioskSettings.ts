import { kioskParams } from './content/kiosk.ts';
import { idleBounds } from './content/idleBounds.ts';
import { documentLocale } from '../lib/documentLocale.ts';
import { locales, type Locale } from '../content/locales.ts';
import {
  kioskLanguageStorageKey,
  kioskShowroomStorageKey,
  kioskStorageKey,
} from '../content/storageKeys.ts';
import { readStored, writeStored } from '../lib/storage.ts';

/** Kiosk mode for this tab, or `null` when the site runs as an ordinary website. */
export interface KioskSettings {
  readonly idleSeconds: number;
}

/** `?idle` as seconds within sane bounds; `undefined` when it is not a number at all. */
export function parseIdleSeconds(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(idleBounds.max, Math.max(idleBounds.min, Math.round(seconds)));
}

/**
 * The settings a URL's query leaves in force: `?kiosk` (any value but `0`) turns kiosk mode on,
 * `?kiosk=0` turns it off, `?idle` changes the timeout (else the owner's, `defaultIdleSeconds`);
 * a URL without them changes nothing.
 */
export function settingsForQuery(
  search: string,
  current: KioskSettings | null,
  defaultIdleSeconds: number,
): KioskSettings | null {
  const query = new URLSearchParams(search);
  const kiosk = query.get(kioskParams.kiosk);
  if (kiosk === '0') return null;
  if (kiosk === null && !current) return null;
  const idleSeconds =
    parseIdleSeconds(query.get(kioskParams.idle)) ?? current?.idleSeconds ?? defaultIdleSeconds;
  return { idleSeconds };
}

let cachedRaw: string | null = null;
let cachedSettings: KioskSettings | null = null;

/**
 * The tab's kiosk settings, kept in sessionStorage (they survive navigation and reload, not the
 * tab) as the idle timeout alone: its presence is what turns kiosk mode on.
 */
export function readKioskSettings(): KioskSettings | null {
  const raw = readStored('sessionStorage', kioskStorageKey);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const idleSeconds = parseIdleSeconds(raw);
    cachedSettings = idleSeconds === undefined ? null : { idleSeconds };
  }
  return cachedSettings;
}

/**
 * The kiosk display's language: the one its URL named (`?lang`), else the language of the page
 * it was started on. Undefined when the tab is not a kiosk.
 */
export function kioskLanguage(): Locale | undefined {
  const stored = readStored('sessionStorage', kioskLanguageStorageKey);
  return locales.find((locale) => locale === stored);
}

/** The region of the display's showroom (`?showroom`), if it named one. */
export const kioskShowroom = (): string | undefined =>
  readStored('sessionStorage', kioskShowroomStorageKey) ?? undefined;

/**
 * Applies a URL's query to the stored settings (`defaultIdleSeconds`: the owner's timeout;
 * `showrooms`: the regions a showroom may name, those with a page).
 */
export function applyKioskQuery(
  search: string,
  defaultIdleSeconds: number,
  showrooms: readonly string[],
): void {
  const current = readKioskSettings();
  const next = settingsForQuery(search, current, defaultIdleSeconds);
  const query = new URLSearchParams(search);
  const named = locales.find((locale) => locale === query.get(kioskParams.lang));
  // A kiosk's language is set when it starts, or when its URL names one; it goes with the kiosk.
  if (!next) writeStored('sessionStorage', kioskLanguageStorageKey, null);
  else if (named || query.has(kioskParams.kiosk) || !kioskLanguage()) {
    writeStored('sessionStorage', kioskLanguageStorageKey, named ?? documentLocale());
  }
  // A showroom goes with the kiosk, and changes only when a URL names one; a region without a
  // page is none.
  const showroom = query.get(kioskParams.showroom);
  if (!next || showroom !== null) {
    const known = next && showrooms.find((region) => region === showroom);
    writeStored('sessionStorage', kioskShowroomStorageKey, known || null);
  }
  if (next?.idleSeconds === current?.idleSeconds) return;
  writeStored('sessionStorage', kioskStorageKey, next ? String(next.idleSeconds) : null);
}
