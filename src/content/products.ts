import productsFile from '../../content/products.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language.ts';
import type { CatalogCard, ProductsData } from './schema/catalog.ts';

export type { CatalogCard };

const data = filled<ProductsData>(productsFile[siteLocale]);

export const productsPage = data.page;

/** The product cards of the Products page, in the owner's order. */
export const products: readonly CatalogCard[] = data.cards;
