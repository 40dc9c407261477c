import { kioskParams } from '../kiosk/content/kiosk.ts';
import { kioskStorageKey, motionStorageKey } from '../content/storageKeys.ts';

/**
 * Whether this tab is a kiosk: its URL says so (`?kiosk`, any value but `0`), or, where the URL
 * says nothing, the tab became one earlier (the kiosk keeps its timeout in sessionStorage).
 * Storage that cannot be read leaves the URL's word.
 */
export function isKioskTab(search: string): boolean {
  const asked = new URLSearchParams(search).get(kioskParams.kiosk);
  if (asked !== null) return asked !== '0';
  try {
    return sessionStorage.getItem(kioskStorageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Marks the root for the stylesheet to follow from the first paint: a stored "Animations: Off"
 * (`data-motion="off"`: no smooth scrolling, no transitions) and a kiosk (`data-kiosk`: its QR
 * codes, and none of the links that would leave it). Throws, having marked nothing, where
 * localStorage cannot be read; the app marks both itself once it runs.
 */
export function markChoices(root: HTMLElement, kiosk: boolean): void {
  if (localStorage.getItem(motionStorageKey) === 'off') root.dataset.motion = 'off';
  if (kiosk) root.dataset.kiosk = 'on';
}
