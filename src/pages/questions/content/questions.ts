import questionsFile from '../../../../content/questions.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { siteLocale } from '../../../content/language.ts';
import type { QuestionsData } from './schema.ts';

/** The questions page's words and answers, in this build's language (`content/questions.json`). */
export const questionsText = filled(questionsFile[siteLocale] as QuestionsData);
