import {
  createContext,
  Fragment,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../content/pages.ts';
import {
  applyKioskQuery,
  readKioskSettings,
  subscribeKioskSettings,
  type KioskSettings,
} from './kioskSettings.ts';

// Only kiosks load the idle reset and attract loop.
const KioskRunner = lazy(() => import('./KioskRunner.tsx'));

/**
 * Whether a component is inside the provider. Its value never changes: a context that changed
 * would reach into the parts of Home that have not hydrated yet, and React would throw their
 * server HTML away (see `lazySlice`). Each component reads the settings itself instead.
 */
const KioskScope = createContext(false);

// Like the prerendered HTML, every hydration render is never a kiosk, whenever it happens (with
// the page, or later with a slice of Home); the real answer follows at once.
const serverSettings = () => null;

const useKioskSettings = () =>
  useSyncExternalStore(subscribeKioskSettings, readKioskSettings, serverSettings);

/** Whether the site runs as a showroom kiosk (and with which settings). */
export function useKiosk(): KioskSettings | null {
  const settings = useKioskSettings();
  return useContext(KioskScope) ? settings : null;
}

/**
 * Kiosk mode for the pages inside: reads `?kiosk` / `?idle` on every navigation and runs the
 * kiosk (touch styles, idle reset, attract loop). A reset
 * remounts everything inside, so no menu, form value or confirmation of the last visitor
 * survives it.
 */
interface KioskProviderProps {
  readonly children: ReactNode;
  /** Also called on each idle reset, when nobody is at the kiosk. */
  readonly onReset?: () => void;
}

export function KioskProvider({ children, onReset }: KioskProviderProps) {
  const { search, pathname } = useLocation();
  const settings = useKioskSettings();
  const [generation, setGeneration] = useState(0);
  const resetPending = useRef(false);

  useEffect(() => applyKioskQuery(search), [search]);

  // After a reset the next visitor starts at the top of Home, once the route change has landed
  // there; later navigations keep their own scrolling.
  useLayoutEffect(() => {
    if (!resetPending.current || pathname !== paths.home) return;
    resetPending.current = false;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [generation, pathname]);

  return (
    <KioskScope value>
      <Fragment key={generation}>{children}</Fragment>
      {settings && (
        <Suspense>
          <KioskRunner
            idleSeconds={settings.idleSeconds}
            onReset={() => {
              resetPending.current = true;
              setGeneration((count) => count + 1);
              onReset?.();
            }}
          />
        </Suspense>
      )}
    </KioskScope>
  );
}
