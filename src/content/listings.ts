import { filled } from './company.ts';
import { pages, type PageEntry } from './pages.ts';
import type { PageMetaData } from './seo.ts';
import type { ContentView } from './siteContent.ts';

/**
 * A page's head data in the view's language, from its listing: its title and description, its
 * `{facts}` filled in, and its path.
 */
export function listingOf(view: ContentView, entry: PageEntry): PageMetaData {
  const listing = view.words.listings[entry.listing];
  if (!listing) throw new Error(`No listing ${entry.listing} in the content`);
  const { title, description } = filled(view, listing);
  return { title, description, ...(entry.path === undefined ? {} : { path: entry.path }) };
}

/** What the company does, in a sentence: Home's description, also in the footer. */
export const siteDescription = (view: ContentView): string =>
  listingOf(view, pages.home).description;
