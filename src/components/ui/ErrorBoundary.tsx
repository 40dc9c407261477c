import { Component, type ReactNode } from 'react';
import type { IslandErrorText } from '../../content/errors.ts';
import { IslandError } from './IslandError.tsx';

interface BoundaryState {
  readonly failed: boolean;
}

/**
 * Catches what an island throws while rendering and shows the branded error notice in its place
 * instead of a hole. React itself logs the error.
 */
export class ErrorBoundary extends Component<
  { readonly children: ReactNode; readonly errorText: IslandErrorText },
  BoundaryState
> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <IslandError text={this.props.errorText} /> : this.props.children;
  }
}
