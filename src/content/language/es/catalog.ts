import type { Words } from '../en/catalog.ts';

/** The Products and Services pages' fixed words. Spanish. */
export const words: Words = {
  products: { backHome: 'Volver al inicio' },
  services: { cta: 'PIDA UN PRESUPUESTO GRATIS' },
};
