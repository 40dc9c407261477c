import { use, type ComponentType, type ReactPromise } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoadMessage } from './PageLoadMessage.tsx';

/**
 * A promise as React's `use()` reads it (React's own `ReactPromise`): marked with its outcome as
 * soon as it settles, so a settled one is read during the render instead of suspending it.
 */
type Tracked<T> = Promise<T> & ReactPromise<T>;

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  void result.then((value) => Object.assign(result, { status: 'fulfilled', value }));
  return result;
}

/**
 * How a download of the page's code ended. A failure is an outcome, not an exception: the page
 * renders a message in its place, and nothing is thrown through React's rendering.
 */
type Outcome = { readonly Component: ComponentType } | { readonly failure: unknown };

interface Attempt {
  readonly outcome: Tracked<Outcome>;
  /** The navigation (location key) that started it. */
  readonly navigation: string | undefined;
}

export interface LazyPage {
  /** Renders the page once its code has arrived, or a message with a retry if it did not. */
  readonly Page: ComponentType;
  /** Fetches the page's module (once; again after a failure). */
  readonly preload: () => Promise<void>;
  /**
   * The end, either way, of the download the navigation with this location key renders. A
   * failed download is tried again by the next navigation (a retry is one), never in a loop
   * while the network is down.
   */
  readonly downloaded: (navigation: string) => Promise<unknown>;
}

/**
 * A page whose code is its own chunk. Unlike `React.lazy`, a page preloaded before the first
 * render (the client entry does this before hydrating, the prerender before rendering) renders
 * at once, so hydration meets exactly the prerendered HTML instead of a suspended gap.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let attempt: Attempt | undefined;

  function attemptFor(navigation: string | undefined): Attempt {
    const failed = attempt?.outcome.status === 'fulfilled' && 'failure' in attempt.outcome.value;
    if (attempt && !(failed && attempt.navigation !== navigation)) return attempt;
    const outcome = tracked(
      load().then(
        (Component): Outcome => ({ Component }),
        (failure: unknown): Outcome => ({ failure }),
      ),
    );
    attempt = { outcome, navigation };
    return attempt;
  }

  function Page() {
    const outcome = use(attemptFor(useLocation().key).outcome);
    return 'Component' in outcome ? <outcome.Component /> : <PageLoadMessage />;
  }

  return {
    Page,
    // Chained after the outcome, whose status is marked first: a render that follows the
    // preload reads it as settled and never suspends.
    preload: () =>
      attemptFor(undefined).outcome.then((outcome) => {
        if ('failure' in outcome) throw outcome.failure;
      }),
    downloaded: (navigation) => attemptFor(navigation).outcome,
  };
}
