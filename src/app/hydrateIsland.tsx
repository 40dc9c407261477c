import { StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from '../components/ui/IslandRoot.tsx';
import type { IslandErrorText } from '../content/errors.ts';
import { islandAttributes as attributes } from '../lib/islandMarks.ts';
import { islands } from './islands.ts';

/** What the caller of `hydrateIsland` is told, as it happens. */
export interface HydrationSteps {
  /** React takes the island over: from then on it answers the island's events itself. */
  readonly onHydrating?: () => void;
  /** React has hydrated it: it is live. */
  readonly onLive?: () => void;
}

/**
 * Hydrates one island's prerendered HTML with its component and the props its mark carries, as a
 * React root of its own (see `Island`). If its code fails to arrive, the HTML stays as it is:
 * complete, just not answering yet.
 */
export async function hydrateIsland(
  node: HTMLElement,
  { onHydrating, onLive }: HydrationSteps = {},
): Promise<void> {
  const name = node.getAttribute(attributes.name) ?? '';
  const island = islands.get(name);
  if (!island) throw new Error(`No island is named ${name}`);
  // The props are the JSON the build wrote from this island's own, so they are its component's.
  const Component = (await island.load()) as ComponentType<object>;
  const props = JSON.parse(node.getAttribute(attributes.props) ?? '{}') as object;
  // Written by the build from the page's content, as the props are.
  const errorText = JSON.parse(node.getAttribute(attributes.error) ?? '{}') as IslandErrorText;
  // Marks the island live once React has hydrated it: for styles and tests.
  const live = () => {
    node.setAttribute(attributes.live, '');
    onLive?.();
  };
  onHydrating?.();
  hydrateRoot(
    node,
    <StrictMode>
      <IslandRoot errorText={errorText} onLive={live}>
        <Component {...props} />
      </IslandRoot>
    </StrictMode>,
    { identifierPrefix: node.getAttribute(attributes.id) ?? undefined },
  );
}
