import type { z } from 'zod';
import { group, prose } from './fields.ts';

/** What a search result shows of a page: its title and description. */
const result = group({ title: prose(), description: prose() });

/** `content/seo.json`: each page's search result, by page. */
export const seoSchema = group({
  home: result,
  products: result,
  services: result,
  about: result,
  contact: result,
});

export type SeoData = z.infer<typeof seoSchema>;
