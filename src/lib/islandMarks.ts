import type { ComponentType } from 'react';

/**
 * When an island's code is wanted: `visible` as it nears the viewport (or is focused or touched
 * first); `interaction` only once it is focused or touched, for an island whose HTML does all a
 * visitor needs until then (the contact form validates itself). Nothing is fetched because the
 * browser is idle.
 */
export type IslandTrigger = 'visible' | 'interaction';

/** The attributes of an island's mark, read by `startIslands` and written by `Island`. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  /** What it says in its place if it fails, in the page's language (`IslandErrorText`). */
  error: 'data-island-error',
  id: 'data-island-id',
  on: 'data-island-on',
  /** A sessionStorage key: when it holds something (a draft to restore), wanted at once. */
  stored: 'data-island-stored',
  /** Set once the island is live. */
  live: 'data-island-live',
} as const;

/**
 * An island, declared once, in a `*.island.ts` file beside its component: its name (its mark in
 * the HTML), its code, and when that code is wanted. `Island` renders it and takes its props'
 * type from it; the browser finds it by name (`src/app/islands.ts`).
 */
export interface IslandDeclaration<Props extends object> {
  readonly name: string;
  readonly on: IslandTrigger;
  /** A sessionStorage key that, when set, wants the island at once (`islandAttributes.stored`). */
  readonly stored?: string;
  /** Its component: a chunk of its own in the browser, fetched when the island is wanted. */
  readonly load: () => Promise<ComponentType<Props>>;
  /** Its component once `load` has brought it (the render loads every island first). */
  readonly loaded: () => ComponentType<Props>;
}

/** Declares an island (see `IslandDeclaration`). */
export function defineIsland<Props extends object>(island: {
  readonly name: string;
  readonly on: IslandTrigger;
  readonly stored?: string;
  readonly load: () => Promise<ComponentType<Props>>;
}): IslandDeclaration<Props> {
  let component: ComponentType<Props> | undefined;
  return {
    ...island,
    load: async () => (component ??= await island.load()),
    loaded: () => {
      if (!component) throw new Error(`The ${island.name} island was rendered before it loaded`);
      return component;
    },
  };
}
