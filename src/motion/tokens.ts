/**
 * The motion's timing, distances and easing, each declared once here with its unit. The build
 * writes every one into the stylesheet as a custom property of the root (`reveal-duration` as
 * `--reveal-duration: 700ms`: `motion-tokens()`, build-time/motionStyles.ts), for the
 * scroll-driven animations and the components' transitions; the code that animates over time
 * (the fallback island, the before and after's wipe) imports them from here, a number in its
 * unit. This module imports nothing, so that the build can run it in Node.
 */

/** A time: `700ms`. */
export interface Milliseconds {
  readonly kind: 'ms';
  readonly ms: number;
}

/** A length in CSS pixels: `28px`. */
export interface Pixels {
  readonly kind: 'px';
  readonly px: number;
}

/** A length in the root's font size: `6rem`. */
export interface Rems {
  readonly kind: 'rem';
  readonly rem: number;
}

/** A share of the viewport's height, in hundredths of it: `80vh`. */
export interface ViewportHeight {
  readonly kind: 'vh';
  readonly vh: number;
}

/** A share of the moving element's own height, in hundredths of it (a translation's `14%`). */
export interface OwnHeight {
  readonly kind: 'percent';
  readonly percent: number;
}

/** CSS's named easings. */
export type EasingKeyword = 'linear' | 'ease' | 'ease-in' | 'ease-out' | 'ease-in-out';

/**
 * `cubic-bezier(x1, y1, x2, y2)`. CSS needs x1 and x2 within 0 to 1, which no type can say: the
 * build checks it (build-time/motionStyles.ts).
 */
export type CubicBezier = readonly [x1: number, y1: number, x2: number, y2: number];

/**
 * The easings both the stylesheet and the fallback island express exactly: CSS's keywords are
 * cubic Béziers, which framer-motion plays as they are. (No `steps()` nor `linear()` stops: the
 * fallback could only approximate them.)
 */
export type Easing = EasingKeyword | CubicBezier;

export interface EasingToken {
  readonly kind: 'easing';
  readonly easing: Easing;
}

export type MotionToken = Milliseconds | Pixels | Rems | ViewportHeight | OwnHeight | EasingToken;

const milliseconds = (ms: number): Milliseconds => ({ kind: 'ms', ms });
const pixels = (px: number): Pixels => ({ kind: 'px', px });
const rems = (rem: number): Rems => ({ kind: 'rem', rem });
const viewportHeight = (vh: number): ViewportHeight => ({ kind: 'vh', vh });
const ownHeight = (percent: number): OwnHeight => ({ kind: 'percent', percent });
const easing = (value: Easing): EasingToken => ({ kind: 'easing', easing: value });

/** Every motion token, by the name its custom property takes in kebab case (`--ease-out`). */
export const motionTokens = {
  /** The components' transitions. */
  durationFast: milliseconds(150),
  durationBase: milliseconds(250),
  /** The easing of every rise, count, transition and fade. */
  easeOut: easing([0.22, 1, 0.36, 1]),
  /**
   * How far a reveal rises, and over how much scroll it does (its top that far into the
   * viewport); each step of a sequence starts a step's scroll further in. The fallback plays the
   * same rise over time, a step's delay apart.
   */
  revealDistance: pixels(28),
  revealScroll: rems(6),
  revealStepScroll: rems(0.75),
  revealDuration: milliseconds(700),
  revealStepDelay: milliseconds(90),
  /** A counter counts up while its top rises this far into the viewport; the fallback, this long. */
  counterScroll: rems(12),
  counterDuration: milliseconds(1600),
  /** How far the band's grain drifts either way of its place. */
  driftDistance: ownHeight(14),
  /**
   * A before and after wipes from before to after while the centre of what it follows (its story
   * chapter) rises from this far down the viewport to this far.
   */
  wipeFrom: viewportHeight(80),
  wipeTo: viewportHeight(20),
  /** A route change: the old page fades out, the new one in. */
  pageExit: milliseconds(150),
  pageEnter: milliseconds(250),
} as const satisfies Record<string, MotionToken>;
