import type { Translation } from '../translation.ts';

/**
 * Home's fixed words: the spec's buttons, band title and teaser lists. English; the Spanish build
 * reads `../es/home.ts` in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  home: {
    heroCta: 'TELL US ABOUT YOUR PROJECT',
    welcomeButtons: { products: 'OUR PRODUCTS', services: 'OUR SERVICES', about: 'ABOUT US' },
    simpleBandTitle: 'BEAUTIFUL & SIMPLE',
    productsItems: [
      'Solid hardwood',
      'Engineered hardwood',
      'Custom staining and finishing',
      'Reclaimed and vintage wood',
      'Luxury vinyl and laminate',
    ],
    productsCta: 'VIEW ALL PRODUCTS',
    servicesItems: [
      'Installation and refinishing',
      'Millwork and trim',
      'Repair and restoration',
      'Interior design consultation',
      'Project management',
    ],
    servicesCta: 'VIEW ALL SERVICES',
    locationsTitle: 'WE SERVE MULTIPLE LOCATIONS',
    /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
    locationsRowLabel: 'Our regions',
    getInTouchTitle: 'GET IN TOUCH',
    getInTouchCta: 'TELL US ABOUT YOUR PROJECT',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
