import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { islandAttributes as attributes, type IslandName } from '../lib/islandMarks.ts';
import { islandModules } from './islands.ts';

/** Marks the island live once React has hydrated it: for styles and tests. */
function Live({ node }: { readonly node: HTMLElement }) {
  useEffect(() => node.setAttribute(attributes.live, ''), [node]);
  return null;
}

/**
 * Hydrates one island's prerendered HTML with its component and the props its mark carries, as a
 * React root of its own (see `Island`). If its code fails to arrive, the HTML stays as it is:
 * complete, just not answering yet.
 */
export async function hydrateIsland(node: HTMLElement): Promise<void> {
  const name = node.getAttribute(attributes.name) as IslandName;
  const load = islandModules[name] as () => Promise<ComponentType<object>>;
  const Component = await load();
  const props = JSON.parse(node.getAttribute(attributes.props) ?? '{}') as object;
  hydrateRoot(
    node,
    <StrictMode>
      <ErrorBoundary>
        <Component {...props} />
      </ErrorBoundary>
      <Live node={node} />
    </StrictMode>,
    { identifierPrefix: node.getAttribute(attributes.id) ?? undefined },
  );
}
