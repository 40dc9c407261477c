/** The only place that spells out the site's URL paths. */
export const paths = {
  home: '/',
  homeAnchor: '/#home',
  products: '/products',
  services: '/services',
  about: '/about',
  contact: '/contact',
} as const;

/** Id of the Home hero; the HOME nav item anchors to it. */
export const homeAnchorId = 'home';

/** Id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';

/** The routes a visitor can reach, in navigation order (robots.txt, sitemap and prerender use it). */
export const sitePaths = [
  paths.home,
  paths.products,
  paths.services,
  paths.about,
  paths.contact,
] as const;

export type SitePath = (typeof sitePaths)[number];

/** The service worker's file at the site's root (its scope is the whole site). */
export const serviceWorkerFile = 'sw.js';

/** The prerendered not-found document static hosts answer unknown paths with. */
export const notFoundDocument = '/404.html';
