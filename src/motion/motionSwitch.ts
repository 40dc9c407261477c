import { followMotionFallback } from './motionFallback.ts';
import {
  readMotionChoice,
  readOsReduced,
  subscribeMotionChoice,
  subscribeOsReduced,
  writeMotionChoice,
} from './motionPreference.ts';

/** The mark of the footer's switch (`MotionToggle`). */
export const motionSwitchAttribute = 'data-motion-switch';

/** Whether the page may move: the OS setting and the visitor's switch both allow it. */
export const motionAllowed = (): boolean => !readOsReduced() && readMotionChoice() === 'on';

/** Changes of either setting. Returns the way to stop listening. */
export function subscribeMotion(onChange: () => void): () => void {
  const unsubscribeChoice = subscribeMotionChoice(onChange);
  const unsubscribeOs = subscribeOsReduced(onChange);
  return () => {
    unsubscribeChoice();
    unsubscribeOs();
  };
}

/**
 * The root's flag for the styles (smooth scrolling, view transitions, the scroll-driven motion),
 * which the first-paint script set from storage, now following both settings as they change; and
 * the fallback island where the browser has no scroll timelines.
 */
function flagMotion() {
  const allowed = motionAllowed();
  document.documentElement.dataset.motion = allowed ? 'on' : 'off';
  followMotionFallback(allowed);
}

/** Shows the switch's state: pressed, its word, and why it is off when the OS says so. */
function showSwitch(button: HTMLButtonElement) {
  const osReduced = readOsReduced();
  const on = motionAllowed();
  const state = button.querySelector<HTMLElement>('[data-on]');
  button.setAttribute('aria-pressed', String(on));
  button.disabled = osReduced;
  if (state) {
    const word = osReduced ? state.dataset.system : on ? state.dataset.on : state.dataset.off;
    state.textContent = word ?? '';
    if (osReduced) button.setAttribute('aria-describedby', state.id);
    else button.removeAttribute('aria-describedby');
  }
}

const toggle = () => writeMotionChoice(readMotionChoice() === 'on' ? 'off' : 'on');

/**
 * The motion flag, and the footer's switch, live from now on. Returns the way to stop (for
 * tests: a page never stops).
 */
export function startMotionSwitch(): () => void {
  const button = document.querySelector<HTMLButtonElement>(`button[${motionSwitchAttribute}]`);
  const update = () => {
    flagMotion();
    if (button) showSwitch(button);
  };
  update();
  const unsubscribe = subscribeMotion(update);
  button?.addEventListener('click', toggle);
  if (button) button.hidden = false;
  return () => {
    unsubscribe();
    button?.removeEventListener('click', toggle);
    followMotionFallback(false);
  };
}
