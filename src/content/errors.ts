import { words } from './language/en/site.ts';

const tryAgain = words.errors.tryAgain;

export const routeErrorText = {
  ...words.errors.routeError,
  retry: tryAgain,
} as const;

/** In the main area, with the header and footer still there, when a page's code did not arrive. */
export const pageLoadErrorText = {
  ...words.errors.pageLoad,
  retry: tryAgain,
} as const;
