import type { Translation } from '../translation.ts';

/**
 * The words every page shows: its language, the header, menu and footer, the navigation, the head
 * data of the not-found and error pages, and the error messages (the not-found page's own are in
 * `notFound.ts`). English; the Spanish build reads `../es/site.ts` in this module's place
 * (`build-time/siteLanguage.ts`).
 */
export const words = {
  language: {
    /** Its code (`../locales.ts`): its version of each content file, its pages' `lang`. */
    code: 'en',
    /** For `Intl`: the way people in the company's market write dates, times and lists. */
    intl: 'en-US',
  },
  chrome: {
    skipLink: 'Skip to main content',
    primaryNavLabel: 'Main',
    mobileNavLabel: 'Mobile',
    menuButton: 'Menu',
    callButton: 'Call',
    floatingLabel: 'Quick contact',
    floatingCall: 'Call us',
    floatingSms: 'Text us',
    floatingEmail: 'Email us',
    footerNavLabel: 'Footer',
    socialLabel: 'Follow us',
    instagram: 'Instagram',
    facebook: 'Facebook',
    newTabHint: '(opens in a new tab)',
    motionLabel: 'Animations',
    motionOn: 'On',
    motionOff: 'Off',
    motionSystem: 'Off (system setting)',
  },
  nav: {
    home: 'HOME',
    products: 'PRODUCTS',
    services: 'SERVICES',
    about: 'ABOUT',
    contact: 'CONTACT',
  },
  notFoundPage: {
    title: 'Page not found | {company}',
    description: 'The page you are looking for could not be found.',
  },
  errorPage: {
    title: 'Something went wrong | {company}',
    description: 'An unexpected error occurred.',
  },
  company: {
    comingSoon: 'Coming Soon',
    rightsReserved: 'All rights reserved.',
  },
  errors: {
    routeError: {
      title: 'Unexpected Application Error!',
      text: 'Something went wrong on our side. Please try again, or head back home.',
      link: 'Return to Home',
    },
    /**
     * In the main area, with the header and footer still there, when a page's code did not arrive.
     */
    pageLoad: {
      title: 'This page could not be loaded',
      text: 'The connection may have dropped. The rest of the site still works; try again once you are back online.',
    },
    tryAgain: 'Try again',
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
