import workFile from '../../../../content/work.json' with { type: 'json' };
import { filledIn, siteLocale } from '../../../content/language.ts';
import type { WorkPageData } from './schema.ts';

/** The words of the work page and of every project's page (`content/work.json`). */
export const workText: WorkPageData = workFile[siteLocale];

/** A project's title in search results and shared links: "A kitchen floor | Company". */
export const projectPageTitle = (project: string, company: string): string =>
  filledIn(workText.pageTitle, { project, company });
