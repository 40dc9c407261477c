import type { IslandName } from '../lib/islandMarks.ts';

/**
 * Every island's code, by the name its mark in the HTML carries (`data-island`). An island is the
 * one kind of React the browser runs: the rest of a page is its prerendered HTML and CSS. Each
 * loader is a chunk of its own, fetched only when its island is wanted (`startIslands`).
 */
export const islandModules = {
  'contact-form': () => import('../pages/contact/ContactForm.tsx').then((m) => m.ContactForm),
  'before-after': () =>
    import('../pages/work/comparison/BeforeAfterIsland.tsx').then((m) => m.BeforeAfterIsland),
  estimator: () => import('../pages/estimate/Estimator.tsx').then((m) => m.Estimator),
} satisfies Record<IslandName, () => Promise<unknown>>;
