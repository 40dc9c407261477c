/**
 * Each page's path by name, for links (`paths.contact`): the page table's (`pages.ts`), as plain
 * data in a module of its own, which the browser's code (an address between pages,
 * `addresses.ts`) takes without the table.
 */
export const paths = {
  home: '/',
  products: '/products',
  services: '/services',
  about: '/about',
  contact: '/contact',
  work: '/work',
  estimate: '/estimate',
  species: '/species',
  care: '/care',
  questions: '/questions',
  reviews: '/reviews',
  workFilter: '/work/:filter',
  project: '/work/:region/:project',
  region: '/areas/:region',
} as const;
