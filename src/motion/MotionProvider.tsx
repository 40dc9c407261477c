import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  readMotionChoice,
  readOsReduced,
  subscribeMotionChoice,
  subscribeOsReduced,
  writeMotionChoice,
  type MotionChoice,
} from './motionPreference.ts';

interface MotionState {
  /** The one answer every moving part asks: may this page move? */
  readonly allowed: boolean;
  readonly osReduced: boolean;
  readonly choice: MotionChoice;
  readonly setChoice: (choice: MotionChoice) => void;
}

/**
 * Whether a component is inside the provider; outside it (and in the prerender) nothing moves.
 * Its value never changes: a context that changed would reach into the parts of Home that have
 * not hydrated yet, and React would throw their server HTML away (see `lazySlice`). Each
 * component reads the preferences itself instead.
 */
const MotionScope = createContext(false);

// The server snapshots make every hydration render say "no motion", exactly like the
// prerendered HTML, whenever it happens (with the page, or later with a slice of Home); React
// then re-renders that component with the browser's real answer.
const serverReduced = () => true;
const serverChoice = (): MotionChoice => 'off';

function useMotionPreferences(inScope: boolean) {
  const osReduced = useSyncExternalStore(subscribeOsReduced, readOsReduced, serverReduced);
  const choice = useSyncExternalStore(subscribeMotionChoice, readMotionChoice, serverChoice);
  return { allowed: inScope && !osReduced && choice === 'on', osReduced, choice };
}

export function MotionProvider({ children }: { readonly children: ReactNode }) {
  const { allowed } = useMotionPreferences(true);

  useEffect(() => {
    document.documentElement.dataset.motion = allowed ? 'on' : 'off';
  }, [allowed]);

  return <MotionScope value>{children}</MotionScope>;
}

export function useMotionState(): MotionState {
  const preferences = useMotionPreferences(useContext(MotionScope));
  return { ...preferences, setChoice: writeMotionChoice };
}

/** Whether the page may move: the OS setting and the visitor's toggle both allow it. */
export const useMotionAllowed = (): boolean =>
  useMotionPreferences(useContext(MotionScope)).allowed;
