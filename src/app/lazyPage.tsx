import { use, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page, suspending until its module has arrived. */
  readonly Page: ComponentType;
  /** Fetches the page's module; the same promise on every call. */
  readonly preload: () => Promise<void>;
}

/**
 * A page whose code is its own chunk. Unlike `React.lazy`, a page preloaded before the first
 * render (the client entry does this before hydrating, the prerender before rendering) renders
 * at once, so hydration meets exactly the prerendered HTML instead of a suspended gap.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) is tried again the next time, not cached.
        pending = undefined;
        throw error;
      },
    ));

  function Page() {
    // Only reached before the module has arrived: the router renders the next page inside a
    // transition, so the old page stays on screen while this suspends.
    if (!loaded) use(preload());
    const Loaded = loaded as ComponentType;
    return <Loaded />;
  }
  return { Page, preload };
}
