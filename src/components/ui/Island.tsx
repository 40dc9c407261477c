import { StrictMode, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  islandAttributes as attributes,
  type IslandName,
  type IslandTrigger,
} from '../../lib/islandMarks.ts';
import { IslandRoot } from './IslandRoot.tsx';

interface IslandOwnProps<Props extends object> {
  readonly name: IslandName;
  /** The island's component: the one `islandModules` (src/app/islands.ts) loads under `name` in the browser. */
  readonly component: ComponentType<Props>;
  /** Its props: plain data, carried as JSON in the HTML for the browser's render. */
  readonly props: Props;
  readonly on: IslandTrigger;
  /** A sessionStorage key that, when set, wants the island at once (`islandAttributes.stored`). */
  readonly stored?: string;
  readonly className?: string;
}

/**
 * A part of a prerendered page that runs React in the browser. Rendered (build time only) as a
 * React root of its own, the same root the browser hydrates (`hydrateIsland`): its ids are its own
 * (the `identifierPrefix`), it reads no context from the page around it, and its HTML is exactly
 * what its hydration renders.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  on,
  stored,
  className,
}: IslandOwnProps<Props>) {
  const id = useId();
  const html = renderToString(
    <StrictMode>
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>
    </StrictMode>,
    { identifierPrefix: id },
  );
  return (
    <div
      className={className}
      {...{
        [attributes.name]: name,
        [attributes.id]: id,
        [attributes.on]: on,
        [attributes.props]: JSON.stringify(props),
        ...(stored ? { [attributes.stored]: stored } : {}),
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
