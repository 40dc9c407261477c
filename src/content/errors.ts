const tryAgain = 'Try again';

export const notFoundText = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you are looking for has moved or never existed.',
  link: 'Return to Home',
  /** Prefix of the console line that records the attempted path. */
  logLabel: '404: no page at',
} as const;

export const routeErrorText = {
  title: 'Unexpected Application Error!',
  text: 'Something went wrong on our side. Please try again, or head back home.',
  link: 'Return to Home',
  retry: tryAgain,
} as const;

/** In the main area, with the header and footer still there, when a page's code did not arrive. */
export const pageLoadErrorText = {
  title: 'This page could not be loaded',
  text: 'The connection may have dropped. The rest of the site still works; try again once you are back online.',
  retry: tryAgain,
} as const;
