import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../components/layout/PageMeta.tsx';
import { KioskProvider } from '../kiosk/KioskProvider.tsx';
import { MotionProvider } from '../motion/MotionProvider.tsx';
import { RouteError } from './RouteError.tsx';
import { AppRoutes, pageMetaFor } from './routes.tsx';
import { applyWaitingVersion, checkForUpdate } from './serviceWorker.ts';

interface BoundaryState {
  readonly failed: boolean;
}

/**
 * Catches what the pages throw while rendering and shows the branded error page instead of a
 * blank screen. React itself logs the error. (A page whose code fails to download is not an
 * error here: `lazyPage` shows a message with a retry inside the site's own layout.)
 */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Between two kiosk visitors is the moment for a new version of the site to take over. */
function onKioskReset() {
  if (!applyWaitingVersion()) checkForUpdate();
}

/** The whole site inside whichever router the caller provides (browser, static or memory). */
export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta meta={pageMetaFor(pathname)} />
      <MotionProvider>
        <KioskProvider onReset={onKioskReset}>
          {/* Inside the kiosk, so an error page neither stops its idle reset nor outlives it. */}
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </KioskProvider>
      </MotionProvider>
    </>
  );
}
