import {
  Fragment,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../content/pages.ts';
import { applyKioskQuery, readKioskSettings, subscribeKioskSettings } from './kioskSettings.ts';

// Only kiosks load the idle reset and attract loop.
const KioskRunner = lazy(() => import('./KioskRunner.tsx'));

// Like the prerendered HTML, the hydration render is never a kiosk; the real answer follows at
// once. No component renders differently on a kiosk: the page holds both a website's links and a
// kiosk's codes, and the root's `data-kiosk`, set before the first paint, chooses which shows.
const serverSettings = () => null;

const useKioskSettings = () =>
  useSyncExternalStore(subscribeKioskSettings, readKioskSettings, serverSettings);

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
    <>
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
    </>
  );
}
