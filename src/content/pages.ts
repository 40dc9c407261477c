import { paths } from './pagePaths.ts';

export { paths };

/** The folder of the pages' listings, in the content folder: one file per page of the table. */
export const pagesFolder = 'pages';

/** The footer's groups of links, under a heading each (`chrome.footerGroups` names them). */
export const footerGroupNames = ['company', 'work', 'guides'] as const;
export type FooterGroup = (typeof footerGroupNames)[number];

/**
 * A page's place in the navigation (the header, the phone menu and the footer): `group`, the
 * footer's group it stands in; `anchor`, an id on the page its link goes to; `footerOnly`, the
 * footer alone.
 */
interface NavPlace {
  readonly group: FooterGroup;
  readonly anchor?: string;
  readonly footerOnly?: true;
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
  /**
   * Its listing, `content/pages/<listing>.json`: its `<title>` and meta description, and the
   * words of its item in the navigation, if it has one (`listingOf`).
   */
  readonly listing: string;
  /**
   * Its item in the header, phone menu and footer; `anchor` links to an id on the page. A
   * `footerOnly` item keeps the top navigation as the spec has it. The content check holds its
   * listing to words for the link in every language, so a page is never made with an empty one.
   */
  readonly nav?: NavPlace;
}

/** Id of the Home hero; the HOME nav item anchors to it. */
export const homeAnchorId = 'home';

export const pages = {
  home: {
    path: paths.home,
    module: 'home/HomePage.tsx',
    listing: 'home',
    nav: { group: 'company', anchor: homeAnchorId },
  },
  products: {
    path: paths.products,
    module: 'products/ProductsPage.tsx',
    listing: 'products',
    nav: { group: 'work' },
  },
  services: {
    path: paths.services,
    module: 'services/ServicesPage.tsx',
    listing: 'services',
    nav: { group: 'work' },
  },
  about: {
    path: paths.about,
    module: 'about/AboutPage.tsx',
    listing: 'about',
    nav: { group: 'company' },
  },
  contact: {
    path: paths.contact,
    module: 'contact/ContactPage.tsx',
    listing: 'contact',
    nav: { group: 'company' },
  },
  work: {
    path: paths.work,
    module: 'work/WorkPage.tsx',
    listing: 'work',
    nav: { group: 'work', footerOnly: true },
  },
  estimate: {
    path: paths.estimate,
    module: 'estimate/EstimatePage.tsx',
    listing: 'estimate',
    nav: { group: 'work', footerOnly: true },
  },
  species: {
    path: paths.species,
    module: 'species/SpeciesPage.tsx',
    listing: 'species',
    nav: { group: 'guides', footerOnly: true },
  },
  care: {
    path: paths.care,
    module: 'care/CarePage.tsx',
    listing: 'care',
    nav: { group: 'guides', footerOnly: true },
  },
  questions: {
    path: paths.questions,
    module: 'questions/QuestionsPage.tsx',
    listing: 'questions',
    nav: { group: 'guides', footerOnly: true },
  },
  reviews: {
    path: paths.reviews,
    module: 'reviews/ReviewsPage.tsx',
    listing: 'reviews',
    nav: { group: 'company', footerOnly: true },
  },
  // The work of one region or kind of work (`/work/colorado`), and a project's page, which its
  // region's address holds: each a page per item, whose module gives each item its title
  // (`itemMeta`).
  workFilter: {
    path: paths.workFilter,
    module: 'work/WorkPage.tsx',
    listing: 'work',
  },
  project: {
    path: paths.project,
    module: 'work/ProjectPage.tsx',
    listing: 'work',
  },
  // A page per region that has something of its own (`regionPagesOf`): its head is its own
  // (`itemMeta`); the listing, never shown, is Home's, whose row of regions leads to them.
  region: {
    path: paths.region,
    module: 'region/RegionPage.tsx',
    listing: 'home',
  },
  notFound: {
    module: 'not-found/NotFoundPage.tsx',
    listing: 'notFound',
  },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

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
