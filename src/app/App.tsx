import { KioskProvider } from '../kiosk/KioskProvider.tsx';
import { MotionProvider } from '../motion/MotionProvider.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { AppRoutes } from './routes.tsx';
import { applyWaitingVersion, checkForUpdate } from './serviceWorker.ts';

/** Between two kiosk visitors is the moment for a new version of the site to take over. */
function onKioskReset() {
  if (!applyWaitingVersion()) checkForUpdate();
}

/** The whole site inside whichever router the caller provides (browser, static or memory). */
export function App() {
  return (
    <MotionProvider>
      <KioskProvider onReset={onKioskReset}>
        {/* Inside the kiosk, so an error page neither stops its idle reset nor outlives it. */}
        <ErrorBoundary>
          <AppRoutes />
        </ErrorBoundary>
      </KioskProvider>
    </MotionProvider>
  );
}
