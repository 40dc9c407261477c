import { filled } from './company.ts';
import { derived } from './siteContent.ts';

/**
 * The words of the links that lead to a page from other pages (Services, Contact, the estimate
 * page, a project's page): each kept in the content file of the page it leads to, as its
 * `links`, so a page's words stay in its own file.
 */
export const linkWords = derived((view) => ({
  care: filled(view, view.words.care.links),
  estimate: filled(view, view.words.estimate.links),
  questions: filled(view, view.words.questions.links),
}));
