import type { z } from 'zod';
import { group, photo, prose, text, uniqueList } from './fields.ts';

/** A card of the Products or Services page: as many as the owner lists, in their order. */
const card = group({
  title: text(),
  description: prose(),
  photo: photo(),
});

const page = group({
  /** The small line above the title. */
  eyebrow: text(),
  title: text(),
  intro: prose(),
});

/** `content/products.json`: the Products page. */
export const productsSchema = group({ page, cards: uniqueList(card, 'title') });

/** `content/services.json`: the Services page; `ctaLead` stands before its estimate button. */
export const servicesSchema = group({
  page: page.extend({ ctaLead: prose() }),
  cards: uniqueList(card, 'title'),
});

export type ProductsData = z.infer<typeof productsSchema>;
export type ServicesData = z.infer<typeof servicesSchema>;
export type CatalogCard = ProductsData['cards'][number];
