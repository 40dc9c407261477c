import { useEffect, type ReactNode } from 'react';
import type { IslandErrorText } from '../../content/errors.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

interface IslandRootProps {
  readonly children: ReactNode;
  /** What it says in its place if it fails, in the page's language (carried in its mark). */
  readonly errorText: IslandErrorText;
  /** Called once React has hydrated the island (the browser's render alone). */
  readonly onLive?: () => void;
}

/**
 * The root of an island, the same in its build-time render and its hydration (so that ids and
 * everything else match): the component inside an error boundary, which shows the branded error
 * notice in its place if it throws.
 */
export function IslandRoot({ children, errorText, onLive }: IslandRootProps) {
  useEffect(() => onLive?.(), [onLive]);
  return <ErrorBoundary errorText={errorText}>{children}</ErrorBoundary>;
}
