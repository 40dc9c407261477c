import { filled } from '../../../content/company.ts';
import { derived } from '../../../content/siteContent.ts';

/** The questions page's words and answers, in the view's language (`content/questions.json`). */
export const questionsText = derived((view) => filled(view, view.words.questions));
