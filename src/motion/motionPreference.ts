import { motionStorageKey } from '../content/storageKeys.ts';
import { changeSignal, readStored, writeStored } from '../lib/storage.ts';

/** The visitor's own choice from the footer toggle, remembered across visits. */
export type MotionChoice = 'on' | 'off';

const changed = changeSignal(motionStorageKey);
const reduceQuery = '(prefers-reduced-motion: reduce)';

export function readMotionChoice(): MotionChoice {
  return readStored('localStorage', motionStorageKey) === 'off' ? 'off' : 'on';
}

export function writeMotionChoice(choice: MotionChoice): void {
  writeStored('localStorage', motionStorageKey, choice === 'off' ? 'off' : null);
  changed.notify();
}

/** Changes in this tab, and in other tabs (the browser's `storage` event). */
export function subscribeMotionChoice(onChange: () => void): () => void {
  const unsubscribe = changed.subscribe(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    unsubscribe();
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
