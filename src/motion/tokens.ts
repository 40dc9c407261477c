/** Timing of the site's motion, in seconds, shared by every primitive. */
export const durations = {
  reveal: 0.7,
  stagger: 0.09,
  counter: 1.6,
  // A route change takes about 0.4 s in all: a quick fade out, a slightly longer arrival.
  pageExit: 0.15,
  pageEnter: 0.25,
} as const;

/** A soft deceleration: things arrive quickly and settle gently (Web Animations API / CSS). */
export const easeOut = 'cubic-bezier(0.22, 1, 0.36, 1)';

/** How far (px) an element travels up as it reveals. */
export const revealDistance = 28;

/** A Reveal never stays hidden longer than this, even if its observer never reports (ms). */
export const revealFallbackMs = 10_000;
