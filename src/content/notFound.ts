import { words } from './language/en/notFound.ts';

/** The not-found page's texts: only that page's chunk loads them. */
export const notFoundText = {
  code: '404',
  ...words.notFound,
  /** Prefix of the console line that records the attempted path. */
  logLabel: '404: no page at',
} as const;
