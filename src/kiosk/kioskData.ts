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
  /** The showrooms a kiosk may stand in (`?showroom`), by their region's address word. */
  readonly showrooms: Readonly<Record<string, Showroom>>;
}

/** A QR code as a kiosk shows it: what it holds, its file, its accessible name, its caption. */
export interface KioskCode {
  readonly href: string;
  readonly src: string;
  readonly alt: string;
  readonly caption: string;
}

/** A region's showroom: its page, which the attract loop passes, and its codes. */
export interface Showroom {
  /** The region's page, as a route. */
  readonly page: string;
  /** The code of the region's page, which the contact dock adds. */
  readonly pageCode: KioskCode;
  /** Its number's codes, in place of the company's number's, by what those hold. */
  readonly codes: Readonly<Record<string, KioskCode>>;
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
