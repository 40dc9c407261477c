import { company } from './company.ts';
import { paths, type SitePath } from './paths.ts';

export interface PageMetaData {
  readonly title: string;
  readonly description: string;
  /** Absent for pages that must not be indexed. */
  readonly path?: SitePath;
}

/** Absolute URL on the public site (canonical links, Open Graph and the sitemap need them). */
export const siteUrl = (path: string): string => new URL(path, company.website).href;

const suffix = ` | ${company.name}`;

export const pageMeta = {
  home: {
    title: `${company.name} | Hardwood Flooring & Interior Design`,
    description: company.description,
    path: paths.home,
  },
  products: {
    title: `Products${suffix}`,
    description:
      'Solid and engineered hardwood, exotic species, reclaimed wood, custom finishes and luxury vinyl, installed by our own crews.',
    path: paths.products,
  },
  services: {
    title: `Services${suffix}`,
    description:
      'Hardwood installation, floor refinishing, repair and restoration, custom millwork, floor protection and design consultation.',
    path: paths.services,
  },
  about: {
    title: `About${suffix}`,
    description:
      '15+ years, 500+ projects, 5 states: meet the craftsmen and designers behind our hardwood floors.',
    path: paths.about,
  },
  contact: {
    title: `Contact${suffix}`,
    description:
      'Call, text, email or send us a message for a free hardwood flooring estimate. Open Monday to Saturday.',
    path: paths.contact,
  },
  notFound: {
    title: `Page not found${suffix}`,
    description: 'The page you are looking for could not be found.',
  },
  error: {
    title: `Something went wrong${suffix}`,
    description: 'An unexpected error occurred.',
  },
} as const satisfies Record<string, PageMetaData>;

export const socialImagePath = '/og-image.png';
export const themeColor = '#2b1d14';
/** The page background (--color-bg), shown by an installed app while it starts. */
export const backgroundColor = '#faf6ef';
