import { defineIsland } from '../../../lib/islandMarks.ts';

/**
 * A project's before and after. Its wipe is the stylesheet's; its code, fetched as it nears the
 * viewport, adds the slider a visitor moves by pointer, touch and keyboard.
 */
export const beforeAfterIsland = defineIsland({
  name: 'before-after',
  on: 'visible',
  load: () => import('./BeforeAfterIsland.tsx').then((module) => module.BeforeAfterIsland),
});
