import { photos } from './images.ts';
import type { CatalogCard } from './products.ts';

export const servicesPage = {
  eyebrow: 'Our Services',
  title: 'From first sketch to final coat',
  intro:
    'One team handles your project end to end: design advice, installation, refinishing, repairs and the finishing touches.',
  cta: 'GET FREE ESTIMATE',
  ctaLead:
    'Ready to start? Tell us about your floors and we will visit, measure and quote at no cost.',
} as const;

/** The six service cards of the Services page, in the spec's order. */
export const services: readonly CatalogCard[] = [
  {
    title: 'Hardwood Installation',
    description:
      'Nail-down, glue-down and floating installs with careful subfloor prep, acclimation and clean, dust-controlled job sites.',
    photo: photos.installation,
  },
  {
    title: 'Floor Refinishing',
    description:
      'Dustless sanding, stain changes and durable topcoats that make tired, grey floors look brand new in days.',
    photo: photos.refinishing,
  },
  {
    title: 'Repair & Restoration',
    description:
      'Board replacement, water and pet damage repair, and patient restoration of historic floors, matched plank by plank.',
    photo: photos.repair,
  },
  {
    title: 'Custom Millwork',
    description:
      'Stair treads, nosings, baseboards, borders and inlays crafted in our shop to finish every edge of the room.',
    photo: photos.millwork,
  },
  {
    title: 'Floor Protection',
    description:
      'Maintenance coats, felt pads and care plans that keep high-traffic floors looking their best for years.',
    photo: photos.protection,
  },
  {
    title: 'Design Consultation',
    description:
      'In-home sessions with our designers to choose species, width, pattern and colour that suit your space and light.',
    photo: photos.consultation,
  },
];

/** The Home page's services teaser list, in the spec's words and order. */
export const servicesTeaser = {
  title: 'Our Services',
  intro: 'Skilled hands for every stage of your project.',
  items: [
    'Installation and refinishing',
    'Millwork and trim',
    'Repair and restoration',
    'Interior design consultation',
    'Project management',
  ],
  cta: 'VIEW ALL SERVICES',
} as const;
