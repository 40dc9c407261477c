/**
 * How long a kiosk may wait without input before it resets, in seconds, whether the owner's
 * settings or a kiosk's `?idle` says so: short enough to demonstrate, long enough that an
 * hour-long value (or a typo) never leaves one visitor's typing on screen for the next for days.
 */
export const idleBounds = { min: 3, max: 3600 } as const;
