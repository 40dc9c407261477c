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
  };
}
