import { useEffect, type ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary.tsx';

interface IslandRootProps {
  readonly children: ReactNode;
  /** Called once React has hydrated the island (the browser's render alone). */
  readonly onLive?: () => void;
}

/**
 * The root of an island, the same in its build-time render and its hydration (so that ids and
 * everything else match): the component inside an error boundary, which shows the branded error
 * notice in its place if it throws.
 */
export function IslandRoot({ children, onLive }: IslandRootProps) {
  useEffect(() => onLive?.(), [onLive]);
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
