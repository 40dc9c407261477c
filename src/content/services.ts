import servicesFile from '../../content/services.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language.ts';
import type { CatalogCard, ServicesData } from './schema/catalog.ts';

const data = filled<ServicesData>(servicesFile[siteLocale]);

export const servicesPage = data.page;

/** The service cards of the Services page, in the owner's order. */
export const services: readonly CatalogCard[] = data.cards;
