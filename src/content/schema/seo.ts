import type { z } from 'zod';
import { described, group, prose } from './fields.ts';

/** What a search result shows of a page: its title and description. */
const result = group({ title: prose(), description: prose() });

/** `content/seo.json`: each page's search result, by page. */
export const seoSchema = described(
  group({
    home: result,
    products: result,
    services: result,
    about: result,
    contact: result,
    work: described(result, { title: 'Our work' }),
    notFound: described(result, { title: 'Page not found' }),
  }),
  {
    title: 'Search results',
    description: 'The title and description search engines show for each page.',
  },
);

export type SeoData = z.infer<typeof seoSchema>;
