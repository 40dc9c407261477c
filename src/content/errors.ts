import { words } from './language/en/site.ts';

const tryAgain = words.errors.tryAgain;

export const notFoundText = {
  code: '404',
  ...words.errors.notFound,
  /** Prefix of the console line that records the attempted path. */
  logLabel: '404: no page at',
} as const;

export const routeErrorText = {
  ...words.errors.routeError,
  retry: tryAgain,
} as const;

/** In the main area, with the header and footer still there, when a page's code did not arrive. */
export const pageLoadErrorText = {
  ...words.errors.pageLoad,
  retry: tryAgain,
} as const;
