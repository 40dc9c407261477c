import type { z } from 'zod';
import { described, group, optional, prose, text } from './fields.ts';

/**
 * `content/pages/<page>.json`: how a page is listed, each language's version its own: its search
 * result (title and description) and the words of its link in the navigation, if the page table
 * gives it one. A page of the table (`src/content/pages.ts`) is one row there, one module and this
 * file.
 */
export const pageListingSchema = described(
  group({
    title: described(prose(), { title: 'Title in search results and the browser’s tab' }),
    description: described(prose(), { title: 'Description in search results' }),
    navLabel: described(optional(text()), {
      title: 'Its link in the navigation',
      description: 'The page’s link in the header, the phone menu and the footer.',
    }),
  }),
  { title: 'Pages: search results and navigation' },
);

export type PageListing = z.infer<typeof pageListingSchema>;
