import { createElement, StrictMode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { islandErrorText } from '../../content/errors.ts';
import { islandAttributes as attributes, type IslandDeclaration } from '../../lib/islandMarks.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { IslandRoot } from './IslandRoot.tsx';

interface IslandProps<Props extends object> {
  /** The island (its `*.island.ts` declaration): its component, name and trigger. */
  readonly of: IslandDeclaration<Props>;
  /**
   * Its props: plain data, carried as JSON in the HTML for the browser's render. Their type is
   * the declared component's alone (`NoInfer`): props of another island do not compile.
   */
  readonly props: NoInfer<Props>;
  readonly className?: string;
}

/**
 * A part of a prerendered page that runs React in the browser. Rendered (build time only) as a
 * React root of its own, the same root the browser hydrates (`hydrateIsland`): its ids are its own
 * (the `identifierPrefix`), it reads no context from the page around it, and its HTML is exactly
 * what its hydration renders.
 */
export function Island<Props extends object>({ of: island, props, className }: IslandProps<Props>) {
  const id = useId();
  const errorText = islandErrorText(usePage());
  // The declaration's own component, loaded once before any page is rendered.
  const html = renderToString(
    <StrictMode>
      <IslandRoot errorText={errorText}>{createElement(island.loaded(), props)}</IslandRoot>
    </StrictMode>,
    { identifierPrefix: id },
  );
  return (
    <div
      className={className}
      {...{
        [attributes.name]: island.name,
        [attributes.id]: id,
        [attributes.on]: island.on,
        [attributes.props]: JSON.stringify(props),
        [attributes.error]: JSON.stringify(errorText),
        ...(island.stored ? { [attributes.stored]: island.stored } : {}),
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
