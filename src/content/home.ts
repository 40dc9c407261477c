import homeFile from '../../content/home.json' with { type: 'json' };
import { filled } from './company.ts';
import type { HomeData } from './schema/home.ts';

/** Home's words and photos (`content/home.json`); the spec's own words stay here. */
const home = filled<HomeData>(homeFile);

export const heroText = {
  ...home.hero,
  cta: 'TELL US ABOUT YOUR PROJECT',
} as const;

export const welcomeText = {
  ...home.welcome,
  buttons: {
    products: 'OUR PRODUCTS',
    services: 'OUR SERVICES',
    about: 'ABOUT US',
  },
} as const;

export const simpleBandText = {
  ...home.simpleBand,
  title: 'BEAUTIFUL & SIMPLE',
} as const;

/** The Home page's products teaser: its list is the spec's words and order. */
export const productsTeaser = {
  ...home.productsTeaser,
  items: [
    'Solid hardwood',
    'Engineered hardwood',
    'Custom staining and finishing',
    'Reclaimed and vintage wood',
    'Luxury vinyl and laminate',
  ],
  cta: 'VIEW ALL PRODUCTS',
} as const;

/** The Home page's services teaser: its list is the spec's words and order. */
export const servicesTeaser = {
  ...home.servicesTeaser,
  items: [
    'Installation and refinishing',
    'Millwork and trim',
    'Repair and restoration',
    'Interior design consultation',
    'Project management',
  ],
  cta: 'VIEW ALL SERVICES',
} as const;

/** The stats band's title on Home. */
export const homeStatsTitle = home.stats.title;

export const locationsSection = {
  title: 'WE SERVE MULTIPLE LOCATIONS',
  intro: home.locations.intro,
  /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
  rowLabel: 'Our regions',
} as const;

export const getInTouchText = {
  ...home.getInTouch,
  title: 'GET IN TOUCH',
  cta: 'TELL US ABOUT YOUR PROJECT',
} as const;
