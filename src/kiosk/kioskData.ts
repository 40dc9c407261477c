import type { KioskTiming } from '../content/schema/settings.ts';

/**
 * What a kiosk's code needs of the settings and the content, written into every page by its
 * render (`KioskData`): the owner's timing, the pages its attract loop passes through, and the
 * hint a reset leaves. The code reads it from the page, so it carries none of it.
 */
export interface KioskData {
  readonly timing: KioskTiming;
  /** The pages of the attract loop, in turn, as routes: Home, then a project's story. */
  readonly tour: readonly string[];
  readonly touchHint: string;
}

/** The id of the page's kiosk data. */
export const kioskDataId = 'kiosk-data';

/**
 * The page's kiosk data. Every page has it; a page that has none (a hand-made one) gets
 * `undefined`, and its kiosk stays off rather than guessing.
 */
export function readKioskData(root: ParentNode = document): KioskData | undefined {
  const text = root.querySelector(`script#${kioskDataId}`)?.textContent;
  if (!text) return undefined;
  return JSON.parse(text) as KioskData;
}
