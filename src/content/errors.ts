import siteFile from '../../content/site.json' with { type: 'json' };
import { siteLocale } from './language.ts';

/** The error messages (`content/site.json`). */
const { errors } = siteFile[siteLocale];

/** What a part of a page (an island) says in its place when its code fails as it runs. */
export const islandErrorText = {
  ...errors.islandError,
  retry: errors.tryAgain,
} as const;
