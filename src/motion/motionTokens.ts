/**
 * The motion's timing and distances, as the stylesheet sets them on the root
 * (`styles/_tokens.scss`): the one place they are written, for the scroll-driven CSS and for the
 * code that animates over time (the fallback island) alike. Read when
 * motion starts, so a page reads them after its stylesheet has applied.
 */
export interface MotionTokens {
  /** Milliseconds. */
  readonly revealDuration: number;
  readonly revealStepDelay: number;
  readonly counterDuration: number;
  /** Pixels. */
  readonly revealDistance: number;
  /** How far the band's grain drifts either way of its place, a share of its own height (`14%`). */
  readonly driftDistance: string;
  /** A CSS easing function. */
  readonly easeOut: string;
  /**
   * Where a before and after's wipe starts and ends: how far down the viewport the centre of what
   * it follows is, as a share of the viewport's height (`80vh` is 0.8).
   */
  readonly wipeFrom: number;
  readonly wipeTo: number;
}

/** A share of the viewport's height (`80vh`) as a fraction; 0 where the stylesheet gives none. */
function viewportShare(value: string): number {
  return (Number.parseFloat(value) || 0) / 100;
}

/** A time token (`700ms`, `0.7s`) in milliseconds; 0 where the stylesheet gives none. */
function milliseconds(value: string): number {
  const time = Number.parseFloat(value);
  if (!Number.isFinite(time)) return 0;
  return value.trim().endsWith('ms') ? time : time * 1000;
}

export function readMotionTokens(root: HTMLElement = document.documentElement): MotionTokens {
  const style = getComputedStyle(root);
  const token = (name: string) => style.getPropertyValue(name).trim();
  return {
    revealDuration: milliseconds(token('--reveal-duration')),
    revealStepDelay: milliseconds(token('--reveal-step-delay')),
    counterDuration: milliseconds(token('--counter-duration')),
    revealDistance: Number.parseFloat(token('--reveal-distance')) || 0,
    driftDistance: token('--drift-distance') || '0%',
    easeOut: token('--ease-out') || 'ease-out',
    wipeFrom: viewportShare(token('--wipe-from')),
    wipeTo: viewportShare(token('--wipe-to')),
  };
}
