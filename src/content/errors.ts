import type { ContentView } from './siteContent.ts';

/** What a part of a page (an island) says in its place when its code fails as it runs. */
export interface IslandErrorText {
  readonly title: string;
  readonly text: string;
  readonly retry: string;
}

/** The island's error message in the view's language (`content/site.json`). */
export const islandErrorText = ({ words }: ContentView): IslandErrorText => ({
  ...words.site.errors.islandError,
  retry: words.site.errors.tryAgain,
});
