/**
 * Kiosk mode's fixed URL contract; every page reads it. Its timing is in `kioskTiming.ts`, its
 * words in `kioskText.ts`.
 */
export const kioskParams = {
  /** `?kiosk` (any value but `0`) turns kiosk mode on for the tab; `?kiosk=0` turns it off. */
  kiosk: 'kiosk',
  /** `?idle=<seconds>` sets how long without input before the kiosk resets. */
  idle: 'idle',
  /**
   * `?lang=es` (a language code) sets the display's language: its pages are shown, and each idle
   * reset returns to it, whichever language the last visitor chose.
   */
  lang: 'lang',
  /**
   * `?showroom=colorado` (a region's page, by its address's last word) names the showroom the
   * display stands in: Home shows its region first, the attract loop passes through its page,
   * and the codes hand over its number and page. `?showroom=` names none.
   */
  showroom: 'showroom',
} as const;
