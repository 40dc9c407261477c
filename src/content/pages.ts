import aboutListing from '../../content/pages/about.json' with { type: 'json' };
import careListing from '../../content/pages/care.json' with { type: 'json' };
import contactListing from '../../content/pages/contact.json' with { type: 'json' };
import estimateListing from '../../content/pages/estimate.json' with { type: 'json' };
import homeListing from '../../content/pages/home.json' with { type: 'json' };
import notFoundListing from '../../content/pages/notFound.json' with { type: 'json' };
import productsListing from '../../content/pages/products.json' with { type: 'json' };
import questionsListing from '../../content/pages/questions.json' with { type: 'json' };
import reviewsListing from '../../content/pages/reviews.json' with { type: 'json' };
import servicesListing from '../../content/pages/services.json' with { type: 'json' };
import speciesListing from '../../content/pages/species.json' with { type: 'json' };
import workListing from '../../content/pages/work.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language.ts';
import type { Locale } from './locales.ts';
import type { PageListing } from './schema/pageListing.ts';

/** The folder of the pages' listings, in the content folder: one file per page of the table. */
export const pagesFolder = 'pages';

/**
 * A page's place in the navigation (`{}`: the header, the phone menu and the footer): `anchor`,
 * an id on the page its link goes to; `footerOnly`, the footer alone.
 */
interface NavPlace {
  readonly anchor?: string;
  readonly footerOnly?: true;
}

/**
 * A row's listing (`content/pages/<name>.json`) and what it gives the row, in this build's
 * language: title, description and, for a row with a place in the navigation, its item. The
 * listing of such a row needs its link words in every language; the content check holds the
 * files to that before anything is built (build-time/contentCheck.ts), so a page is never made
 * with an empty link.
 */
function listed(name: string, file: Readonly<Record<Locale, PageListing>>, nav?: NavPlace) {
  const { title, description, navLabel = '' } = filled<PageListing>(file[siteLocale]);
  return {
    listing: name,
    title,
    description,
    ...(nav ? { nav: { label: navLabel, ...nav } } : {}),
  };
}

/**
 * The page table: every page of the site, once, in navigation order. The router, the prerender,
 * the sitemap, robots.txt, the navigation, the tests (byte budgets, axe, every per-route check)
 * and the bench all read it, so a page added here is built, linked, budgeted, checked and
 * measured with no other list to update.
 */
export interface PageEntry {
  /**
   * Its URL path. The not-found page has none: it answers every path no other page has. A path
   * with a parameter (`/work/:filter`) is a page per item: its module gives each item its own
   * title and description (`itemMeta`), and none to a path that names no item.
   */
  readonly path?: `/${string}`;
  /**
   * Its module under `src/pages/`, whose default export is the page (rendered at build time;
   * the parts of it that run in the browser are islands, `src/components/ui/Island.tsx`).
   */
  readonly module: `${string}/${string}Page.tsx`;
  /** Its listing, `content/pages/<listing>.json`: the words below. */
  readonly listing: string;
  /** Its `<title>` and meta description. */
  readonly title: string;
  readonly description: string;
  /**
   * Its item in the header, phone menu and footer; `anchor` links to an id on the page. A
   * `footerOnly` item keeps the top navigation as the spec has it.
   */
  readonly nav?: { readonly label: string; readonly anchor?: string; readonly footerOnly?: true };
}

/** Id of the Home hero; the HOME nav item anchors to it. */
export const homeAnchorId = 'home';

export const pages = {
  home: {
    path: '/',
    module: 'home/HomePage.tsx',
    ...listed('home', homeListing, { anchor: homeAnchorId }),
  },
  products: {
    path: '/products',
    module: 'products/ProductsPage.tsx',
    ...listed('products', productsListing, {}),
  },
  services: {
    path: '/services',
    module: 'services/ServicesPage.tsx',
    ...listed('services', servicesListing, {}),
  },
  about: {
    path: '/about',
    module: 'about/AboutPage.tsx',
    ...listed('about', aboutListing, {}),
  },
  contact: {
    path: '/contact',
    module: 'contact/ContactPage.tsx',
    ...listed('contact', contactListing, {}),
  },
  work: {
    path: '/work',
    module: 'work/WorkPage.tsx',
    ...listed('work', workListing, { footerOnly: true }),
  },
  estimate: {
    path: '/estimate',
    module: 'estimate/EstimatePage.tsx',
    ...listed('estimate', estimateListing, { footerOnly: true }),
  },
  species: {
    path: '/species',
    module: 'species/SpeciesPage.tsx',
    ...listed('species', speciesListing, { footerOnly: true }),
  },
  care: {
    path: '/care',
    module: 'care/CarePage.tsx',
    ...listed('care', careListing, { footerOnly: true }),
  },
  questions: {
    path: '/questions',
    module: 'questions/QuestionsPage.tsx',
    ...listed('questions', questionsListing, { footerOnly: true }),
  },
  reviews: {
    path: '/reviews',
    module: 'reviews/ReviewsPage.tsx',
    ...listed('reviews', reviewsListing, { footerOnly: true }),
  },
  // The work of one region or kind of work (`/work/colorado`), and a project's page, which its
  // region's address holds: each a page per item, whose module gives each item its title
  // (`itemMeta`).
  workFilter: {
    path: '/work/:filter',
    module: 'work/WorkPage.tsx',
    ...listed('work', workListing),
  },
  project: {
    path: '/work/:region/:project',
    module: 'work/ProjectPage.tsx',
    ...listed('work', workListing),
  },
  notFound: {
    module: 'not-found/NotFoundPage.tsx',
    ...listed('notFound', notFoundListing),
  },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

/** What the company does, in a sentence: Home's description, also in the footer. */
export const siteDescription = pages.home.description;

/** Every page, in the table's order. */
export const pageList: readonly PageEntry[] = Object.values(pages);

/** Whether a page's path is a page per item (`/work/:filter`) rather than one page. */
export const isItemPath = (path: string): boolean => path.includes('/:');

/** The pages with a path of their own: what a visitor can reach, in navigation order. */
export const sitePages = pageList.filter(
  (page): page is PageEntry & { readonly path: `/${string}` } =>
    page.path !== undefined && !isItemPath(page.path),
);

/** The site's URL paths, in navigation order (prerender, sitemap and robots.txt use them). */
export const sitePaths: readonly string[] = sitePages.map((page) => page.path);

/** The page with no path, which answers every unknown one. */
export const notFoundPage: PageEntry = pages.notFound;

type RoutedName = {
  [Name in PageName]: (typeof pages)[Name] extends { readonly path: string } ? Name : never;
}[PageName];

/** Each page's path by name, for links: `paths.contact`. */
export const paths = Object.fromEntries(
  Object.entries(pages).flatMap(([name, page]: [string, PageEntry]) =>
    page.path === undefined ? [] : [[name, page.path]],
  ),
) as { readonly [Name in RoutedName]: (typeof pages)[Name]['path'] };
