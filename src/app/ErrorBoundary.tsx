import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

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
