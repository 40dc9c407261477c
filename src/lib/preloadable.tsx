import { use, type ComponentType } from 'react';
import { tracked, type Tracked } from './tracked.ts';

/** Every preloadable part's loader, registered as its module is evaluated. */
const parts = new Set<() => Promise<unknown>>();

/**
 * A component in a chunk of its own, outside the page's first JavaScript, that the prerender
 * still renders in full. `React.lazy` would not: a render to string cannot wait for a chunk, so
 * the first page prerendered got an empty boundary (React's error #419 as it hydrated). The
 * prerender loads every such part first (`preloadParts`). In the browser a prerendered part keeps
 * its HTML while its chunk comes (a dehydrated Suspense boundary, which the caller places), then
 * hydrates; if the chunk fails, the HTML stays as it is.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let code: Tracked<ComponentType<Props>> | undefined;
  const loadCode = (): Tracked<ComponentType<Props>> => {
    code ??= tracked(
      load().catch((failure: unknown) => {
        console.error(
          'A part of the page stays as it was prerendered: its code failed to load.',
          failure,
        );
        return new Promise<never>(() => undefined);
      }),
    );
    return code;
  };
  parts.add(loadCode);
  return function Part(props: Props) {
    const Component = use(loadCode());
    return <Component {...props} />;
  };
}

/** Loads the code of every preloadable part: the prerender's first step. */
export const preloadParts = (): Promise<unknown> => Promise.all([...parts].map((load) => load()));
