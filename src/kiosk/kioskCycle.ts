/** What counts as a visitor: any of these, anywhere on the page. Programmatic scrolling does not. */
const visitorInputEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
] as const;

/**
 * Where a page of the kiosk starts its cycle: `active` (a visitor may be here: the idle count
 * starts), `resting` (just reset: the pause before the attract loop starts), `attracting` (the
 * loop runs: nothing is counted until someone touches the screen).
 */
export type KioskPhase = 'active' | 'resting' | 'attracting';

interface KioskCycleOptions {
  readonly idleMs: number;
  /** The further pause, after a reset, before the attract loop may start. */
  readonly attractPauseMs: number;
  /** Nobody has touched the kiosk for `idleMs`: wipe the last visitor's traces. */
  readonly onIdle: () => void;
  /** Still nobody, `attractPauseMs` after the reset. */
  readonly onAttract: () => void;
  /** A visitor is here (again): hand control back at once. */
  readonly onInput: () => void;
  /** Where this page starts: `active` unless a reset or the loop brought it. */
  readonly phase?: KioskPhase;
  readonly target?: EventTarget;
}

/**
 * The unattended kiosk's rhythm: input keeps it active; `idleMs` without input resets it; a
 * further pause starts the attract loop; any input stops that and starts the count again.
 * Returns the function that ends the cycle.
 */
export function startKioskCycle({
  idleMs,
  attractPauseMs,
  onIdle,
  onAttract,
  onInput,
  phase = 'active',
  target = window,
}: KioskCycleOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (delay: number, next: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(next, delay);
  };
  const idle = () => {
    onIdle();
    schedule(attractPauseMs, onAttract);
  };
  const input = () => {
    onInput();
    schedule(idleMs, idle);
  };

  const listening = { capture: true, passive: true } as const;
  for (const type of visitorInputEvents) target.addEventListener(type, input, listening);
  if (phase === 'active') schedule(idleMs, idle);
  else if (phase === 'resting') schedule(attractPauseMs, onAttract);
  return () => {
    clearTimeout(timer);
    for (const type of visitorInputEvents) target.removeEventListener(type, input, listening);
  };
}

interface AutoScrollOptions {
  /** Pixels per second. */
  readonly speed: number;
  /** How long it rests at the end before starting over from the top (ms). */
  readonly restMs: number;
  /**
   * Called at the end of the rest, in place of starting over: the loop has passed through this
   * page, and stops for the caller to take it on to the next.
   */
  readonly onLapEnd?: () => void;
}

/**
 * Scrolls the window slowly from the top to the end of the page, rests, and starts over from the
 * top (or hands over to `onLapEnd`), until the returned function stops it. The page's length is
 * measured once per lap and on resize, not in every frame.
 */
export function startAutoScroll({ speed, restMs, onLapEnd }: AutoScrollOptions): () => void {
  let end = 0;
  const measure = () => {
    end = document.documentElement.scrollHeight - window.innerHeight;
  };
  let position = 0;
  let last: number | undefined;
  let restingUntil: number | undefined;
  let frame = 0;

  const step = (now: number) => {
    const elapsed = last === undefined ? 0 : now - last;
    last = now;
    if (restingUntil === undefined) {
      position = Math.min(end, position + (speed * elapsed) / 1000);
      window.scrollTo({ top: position, behavior: 'instant' });
      if (position >= end) restingUntil = now + restMs;
    } else if (now >= restingUntil) {
      if (onLapEnd) {
        onLapEnd();
        return;
      }
      restingUntil = undefined;
      position = 0;
      window.scrollTo({ top: 0, behavior: 'instant' });
      // Revealed sections and loaded photos may have changed the page's length since the last
      // lap: one measurement per lap, not one per frame.
      measure();
    }
    frame = requestAnimationFrame(step);
  };

  measure();
  window.scrollTo({ top: 0, behavior: 'instant' });
  window.addEventListener('resize', measure);
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', measure);
  };
}
