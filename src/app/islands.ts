import type { IslandDeclaration } from '../lib/islandMarks.ts';

// Every island's declaration (`*.island.ts`, beside its component): the one place an island is
// named, with its code and when it wakes. The render loads them all before a page is drawn, and
// the browser looks each up by the name its mark carries, fetching its code only then.
const declarations = import.meta.glob<Record<string, IslandDeclaration<never>>>(
  '../**/*.island.ts',
  { eager: true },
);

/** Every island, by name. */
export const islands: ReadonlyMap<string, IslandDeclaration<never>> = new Map(
  Object.values(declarations).flatMap((exports) =>
    Object.values(exports).map((island) => [island.name, island] as const),
  ),
);

if (islands.size !== Object.values(declarations).flatMap(Object.values).length) {
  throw new Error('Two islands share a name: each needs its own (src/**/*.island.ts)');
}

/** Loads every island's component, for a render that draws them (`Island`). */
export const loadIslands = (): Promise<unknown> =>
  Promise.all([...islands.values()].map((island) => island.load()));
