import siteFile from '../../content/site.json' with { type: 'json' };
import { siteLocale } from './language.ts';

/** The error messages (`content/site.json`). */
const { errors } = siteFile[siteLocale];
const tryAgain = errors.tryAgain;

export const routeErrorText = {
  ...errors.routeError,
  retry: tryAgain,
} as const;

/** In the main area, with the header and footer still there, when a page's code did not arrive. */
export const pageLoadErrorText = {
  ...errors.pageLoad,
  retry: tryAgain,
} as const;
