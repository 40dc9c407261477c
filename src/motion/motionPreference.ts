import { readStored, writeStored } from '../lib/storage.ts';

/** The visitor's own choice from the footer toggle, remembered across visits. */
export type MotionChoice = 'on' | 'off';

export const motionStorageKey = 'motion-preference';
const changeEvent = 'motion-preference-change';
const reduceQuery = '(prefers-reduced-motion: reduce)';

export function readMotionChoice(): MotionChoice {
  return readStored('localStorage', motionStorageKey) === 'off' ? 'off' : 'on';
}

export function writeMotionChoice(choice: MotionChoice): void {
  writeStored('localStorage', motionStorageKey, choice === 'off' ? 'off' : null);
  window.dispatchEvent(new Event(changeEvent));
}

export function subscribeMotionChoice(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function readOsReduced(): boolean {
  return window.matchMedia?.(reduceQuery).matches ?? false;
}

export function subscribeOsReduced(onChange: () => void): () => void {
  const query = window.matchMedia?.(reduceQuery);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
