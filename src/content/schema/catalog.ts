import type { z } from 'zod';
import { described, group, photo, prose, text, uniqueList } from './fields.ts';

/** A card of the Products or Services page: as many as the owner lists, in their order. */
const card = group({
  title: text(),
  description: prose(),
  photo: photo(),
});

const page = described(
  group({
    eyebrow: described(text(), { title: 'Small line above the title' }),
    title: described(text(), { title: 'Page title' }),
    intro: described(prose(), { title: 'Introduction' }),
  }),
  { title: 'Top of the page' },
);

const cards = described(uniqueList(card, 'title'), {
  title: 'Cards',
  item: 'card',
  description: 'Drag to reorder. Each title must be different.',
});

/**
 * `content/products.json`: the Products page; `backHome` is its link back to Home, `speciesLink`
 * its link to the species guide.
 */
export const productsSchema = described(
  group({
    page: page.extend({
      backHome: described(text(), { title: 'Link back to Home' }),
      speciesLink: described(text(), { title: 'Link to the wood species guide' }),
    }),
    cards,
  }),
  {
    title: 'Products page',
    description: 'The page’s words and its product cards.',
  },
);

/** `content/services.json`: the Services page; `ctaLead` stands before its estimate button. */
export const servicesSchema = described(
  group({
    page: page.extend({
      ctaLead: described(prose(), { title: 'Line before the estimate button' }),
      cta: described(text(), { title: 'Estimate button' }),
    }),
    cards,
  }),
  { title: 'Services page', description: 'The page’s words and its service cards.' },
);

export type ProductsData = z.infer<typeof productsSchema>;
export type CatalogCard = ProductsData['cards'][number];
