import { kiosk } from 'virtual:site-settings/kiosk';
import { idleBounds } from './idleBounds.ts';

/** The kiosk's timing: the owner's settings (`content/settings.json`), within fixed bounds. */
export const kioskTiming = {
  defaultIdleSeconds: kiosk.idleSeconds,
  // Bounds for `?idle` (and the setting itself: its schema holds it to them).
  minIdleSeconds: idleBounds.min,
  maxIdleSeconds: idleBounds.max,
  /** The further pause on Home, after a reset, before the story starts scrolling by itself. */
  attractPauseSeconds: kiosk.attractPauseSeconds,
  /** The attract loop's pace (px per second) and its rest at the end before starting over. */
  attractSpeed: kiosk.attractSpeed,
  attractRestSeconds: kiosk.attractRestSeconds,
} as const;
