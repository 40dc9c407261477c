/**
 * Kiosk mode's fixed URL contract and timing; every page reads them. Its words are in
 * `kioskText.ts`.
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
} as const;

export const kioskTiming = {
  defaultIdleSeconds: 90,
  // Bounds for `?idle`: short enough to demonstrate, long enough that an hour-long value (or a
  // typo) never leaves one visitor's typing on screen for the next for days.
  minIdleSeconds: 3,
  maxIdleSeconds: 3600,
  /** The further pause on Home, after a reset, before the story starts scrolling by itself. */
  attractPauseSeconds: 5,
  /** The attract loop's pace (px per second) and its rest at the end before starting over. */
  attractSpeed: 70,
  attractRestSeconds: 3,
} as const;
