import { use, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMetaData } from '../content/seo.ts';
import type { LazySlice } from '../lib/lazySlice.tsx';
import { arrivedValue, tracked, type Tracked } from '../lib/tracked.ts';
import { PageLoadMessage } from './PageLoadMessage.tsx';

/** An item's own data (a project's file). */
export interface ItemData {
  /** Its chunk's name in the build manifest. */
  readonly source: string;
  /** Downloads it (once; again after a failure). */
  readonly load: () => Promise<unknown>;
  /** Whether it has arrived. */
  readonly loaded: () => boolean;
}

/** What a page's module provides: the page, and the slices of it that hydrate on their own. */
export interface PageCode {
  readonly Component: ComponentType;
  readonly slices?: readonly LazySlice[];
  /**
   * A page per item (`/work/:filter`): the head data of the item at a pathname, or `undefined`
   * for a pathname that names no item (the page then shows the not-found page).
   */
  readonly itemMeta?: (pathname: string) => PageMetaData | undefined;
  /**
   * A page per item whose item has data of its own (a project's file): the chunk's name in the
   * build manifest, which the build preloads with the page's code, and its loader, which the
   * page's render reads with `use()` and hydration awaits first.
   */
  readonly itemData?: (pathname: string) => ItemData | undefined;
}

/**
 * How a download of the page's code ended. A failure is an outcome, not an exception: the page
 * renders a message in its place, and nothing is thrown through React's rendering.
 */
type Outcome = { readonly Component: ComponentType } | { readonly failure: unknown };

const outcomeOf = (code: Promise<ComponentType>): Tracked<Outcome> =>
  tracked(
    code.then(
      (Component): Outcome => ({ Component }),
      (failure: unknown): Outcome => ({ failure }),
    ),
  );

const throwFailure = (outcome: Outcome) => {
  if ('failure' in outcome) throw outcome.failure;
};

interface Attempt {
  readonly outcome: Tracked<Outcome>;
  /** The navigation (location key) that started it. */
  readonly navigation: string | undefined;
}

/**
 * The history entry whose prerendered page this document hydrates. Rendering it needs only the
 * page's module: its slices (Home's story) keep their server HTML and hydrate later, each when
 * it nears the viewport. Any other render builds a page from nothing, and needs the whole page's
 * code first. States: `null` (no hydration: the prerender, the unit tests, or the visitor has
 * left that entry), `{ key: undefined }` (about to hydrate; the first render names the entry),
 * `{ key }` (renders of that entry hydrate, or re-render, the prerendered page).
 */
let hydratedEntry: { key: string | undefined } | null = null;

export interface LazyPage {
  /** Renders the page once its code has arrived, or a message with a retry if it did not. */
  readonly Page: ComponentType;
  /** Fetches the page's module and its slices (once; again after a failure). */
  readonly preload: () => Promise<void>;
  /**
   * Fetches what hydrating the prerendered page needs: its module, not its slices. The first
   * render after it hydrates (see `hydratedEntry`).
   */
  readonly preloadForHydration: () => Promise<void>;
  /** The page's module, once it has arrived. */
  readonly arrived: () => PageCode | undefined;
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
export function lazyPage(load: () => Promise<PageCode>): LazyPage {
  let module: Promise<PageCode> | undefined;
  let arrived: PageCode | undefined;
  let attempt: Attempt | undefined;
  let hydration: Tracked<Outcome> | undefined;

  // One download of the module at a time; a failed one is forgotten, so the next try fetches.
  function loadModule(): Promise<PageCode> {
    module ??= load().then(
      (code) => (arrived = code),
      (failure: unknown) => {
        module = undefined;
        throw failure;
      },
    );
    return module;
  }

  const loadWhole = () =>
    loadModule().then(async ({ Component, slices = [] }) => {
      await Promise.all(slices.map((slice) => slice.load()));
      return Component;
    });

  function attemptFor(navigation: string | undefined): Attempt {
    const ended = arrivedValue(attempt?.outcome);
    const failed = ended !== undefined && 'failure' in ended;
    if (attempt && !(failed && attempt.navigation !== navigation)) return attempt;
    attempt = { outcome: outcomeOf(loadWhole()), navigation };
    return attempt;
  }

  const hydrationOutcome = () =>
    (hydration ??= outcomeOf(loadModule().then(({ Component }) => Component)));

  function outcomeFor(navigation: string): Tracked<Outcome> {
    if (hydratedEntry) {
      hydratedEntry.key ??= navigation;
      if (hydratedEntry.key === navigation) return hydrationOutcome();
      hydratedEntry = null;
    }
    return attemptFor(navigation).outcome;
  }

  function Page() {
    const outcome = use(outcomeFor(useLocation().key));
    return 'Component' in outcome ? <outcome.Component /> : <PageLoadMessage />;
  }

  return {
    Page,
    // Chained after the outcome, whose arrival is marked first: a render that follows the
    // preload reads it as settled and never suspends.
    preload: () => attemptFor(undefined).outcome.then(throwFailure),
    preloadForHydration: () => {
      hydratedEntry = { key: undefined };
      return hydrationOutcome().then(throwFailure);
    },
    downloaded: outcomeFor,
    arrived: () => arrived,
  };
}
