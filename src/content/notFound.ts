import notFoundFile from '../../content/notFound.json' with { type: 'json' };
import { siteLocale } from './language.ts';

/** The not-found page's texts (`content/notFound.json`): only that page's chunk loads them. */
export const notFoundText = {
  code: '404',
  ...notFoundFile[siteLocale],
  /** Prefix of the console line that records the attempted path. */
  logLabel: '404: no page at',
} as const;
