import { MotionConfig } from 'framer-motion';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

// Outside a provider (and in the prerender) nothing moves.
const MotionContext = createContext<MotionState>({
  allowed: false,
  osReduced: false,
  choice: 'on',
  setChoice: () => undefined,
});

// The server snapshots make the hydration render say "no motion", exactly like the prerendered
// HTML; React then re-renders with the browser's real answer.
const serverReduced = () => true;
const serverChoice = (): MotionChoice => 'off';

export function MotionProvider({ children }: { readonly children: ReactNode }) {
  const osReduced = useSyncExternalStore(subscribeOsReduced, readOsReduced, serverReduced);
  const choice = useSyncExternalStore(subscribeMotionChoice, readMotionChoice, serverChoice);
  const allowed = !osReduced && choice === 'on';

  useEffect(() => {
    document.documentElement.dataset.motion = allowed ? 'on' : 'off';
  }, [allowed]);

  const state = useMemo(
    () => ({ allowed, osReduced, choice, setChoice: writeMotionChoice }),
    [allowed, osReduced, choice],
  );

  return (
    <MotionContext.Provider value={state}>
      <MotionConfig reducedMotion={choice === 'off' ? 'always' : 'user'}>{children}</MotionConfig>
    </MotionContext.Provider>
  );
}

export const useMotionState = (): MotionState => useContext(MotionContext);

/** Whether the page may move: the OS setting and the visitor's toggle both allow it. */
export const useMotionAllowed = (): boolean => useContext(MotionContext).allowed;
