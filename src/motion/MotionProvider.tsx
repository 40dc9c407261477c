import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useBrowserValue } from '../lib/useBrowserValue.ts';
import { followMotionFallback } from './motionFallback.ts';
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

// Every hydration render says "no motion", exactly like the prerendered HTML, whenever it
// happens (with the page, or later with a slice of Home); the browser's answer follows.
function useMotionPreferences(inScope: boolean) {
  const osReduced = useBrowserValue(subscribeOsReduced, readOsReduced, true);
  const choice = useBrowserValue<MotionChoice>(subscribeMotionChoice, readMotionChoice, 'off');
  return { allowed: inScope && !osReduced && choice === 'on', osReduced, choice };
}

/**
 * The root's flag for the styles (smooth scrolling, transitions, the scroll-driven motion): the
 * browser's answer now; and the fallback island where the browser has no scroll timelines.
 */
function flagMotion() {
  const allowed = !readOsReduced() && readMotionChoice() === 'on';
  document.documentElement.dataset.motion = allowed ? 'on' : 'off';
  followMotionFallback(allowed);
}

export function MotionProvider({ children }: { readonly children: ReactNode }) {
  // The flag follows the stores themselves, not a render: the hydration render's "no motion"
  // would switch smooth scrolling and every transition off until the deferred render came.
  useEffect(() => {
    flagMotion();
    const unsubscribeChoice = subscribeMotionChoice(flagMotion);
    const unsubscribeOs = subscribeOsReduced(flagMotion);
    return () => {
      unsubscribeChoice();
      unsubscribeOs();
      followMotionFallback(false);
    };
  }, []);

  return <MotionScope value>{children}</MotionScope>;
}

export function useMotionState(): MotionState {
  const preferences = useMotionPreferences(useContext(MotionScope));
  return { ...preferences, setChoice: writeMotionChoice };
}

/** Whether the page may move: the OS setting and the visitor's toggle both allow it. */
export const useMotionAllowed = (): boolean =>
  useMotionPreferences(useContext(MotionScope)).allowed;
