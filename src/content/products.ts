import { photos, type Photo } from './images.ts';

export interface CatalogCard {
  readonly title: string;
  readonly description: string;
  readonly photo: Photo;
}

export const productsPage = {
  eyebrow: 'Our Products',
  title: 'Floors worth coming home to',
  intro:
    'From solid oak to rare imported species, every floor we sell is chosen for beauty that lasts and installed by our own crews.',
  backHome: 'Back to Home',
} as const;

/** The six product cards of the Products page, in the spec's order. */
export const products: readonly CatalogCard[] = [
  {
    title: 'Solid Hardwood',
    description:
      'Timeless planks milled from a single piece of oak, maple, hickory or walnut, built to be sanded and refinished for generations.',
    photo: photos.solidHardwood,
  },
  {
    title: 'Engineered Hardwood',
    description:
      'A real hardwood wear layer over a stable core that shrugs off humidity, ideal for basements, condos and radiant heat.',
    photo: photos.engineeredHardwood,
  },
  {
    title: 'Exotic Species',
    description:
      'Brazilian cherry, teak, tigerwood and more: dramatic colour and grain, responsibly sourced, for a floor nobody forgets.',
    photo: photos.exoticSpecies,
  },
  {
    title: 'Reclaimed Wood',
    description:
      'Salvaged barn boards and vintage timbers with a century of character, cleaned, kiln-dried and milled for modern homes.',
    photo: photos.reclaimedWood,
  },
  {
    title: 'Custom Finishes',
    description:
      'Hand-mixed stains, oils and low-VOC finishes matched to your samples, from pale Scandinavian to deep espresso.',
    photo: photos.customFinishes,
  },
  {
    title: 'Luxury Vinyl',
    description:
      'Waterproof, scratch-resistant planks with the look of real wood for kitchens, baths and busy households.',
    photo: photos.luxuryVinyl,
  },
];

/** The Home page's products teaser list, in the spec's words and order. */
export const productsTeaser = {
  title: 'Our Products',
  intro: 'Flooring for every room, style and budget.',
  items: [
    'Solid hardwood',
    'Engineered hardwood',
    'Custom staining and finishing',
    'Reclaimed and vintage wood',
    'Luxury vinyl and laminate',
  ],
  cta: 'VIEW ALL PRODUCTS',
} as const;
