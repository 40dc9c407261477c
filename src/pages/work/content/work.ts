import { filled } from '../../../content/company.ts';
import { filledIn } from '../../../content/language.ts';
import { derived } from '../../../content/siteContent.ts';

/**
 * The words of the work page and of every project's page (`content/work.json`), in the view's
 * language, and a project's title in search results and shared links: "A kitchen floor |
 * Company".
 */
export const workText = derived((view) => {
  const words = filled(view, view.words.work);
  return {
    ...words,
    projectPageTitle: (project: string): string =>
      filledIn(words.pageTitle, { project, company: view.words.company.name }),
  };
});
