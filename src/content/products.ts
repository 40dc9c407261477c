import { filled } from './company.ts';
import type { CatalogCard } from './schema/catalog.ts';
import { derived } from './siteContent.ts';

export type { CatalogCard };

/** The Products page's words and its cards, in the owner's order (`content/products.json`). */
export const productsText = derived((view) => filled(view, view.words.products));

/** The Services page's words and its cards, in the owner's order (`content/services.json`). */
export const servicesText = derived((view) => filled(view, view.words.services));
