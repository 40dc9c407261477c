/** The islands, by the name their mark in the HTML carries (`src/app/islands.ts` loads each). */
export const islandNames = ['contact-form', 'before-after', 'estimator'] as const;

export type IslandName = (typeof islandNames)[number];

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
  id: 'data-island-id',
  on: 'data-island-on',
  /** A sessionStorage key: when it holds something (a draft to restore), wanted at once. */
  stored: 'data-island-stored',
  /** Set once the island is live. */
  live: 'data-island-live',
} as const;
