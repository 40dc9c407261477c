import careFile from '../../../../content/care.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { siteLocale } from '../../../content/language.ts';
import type { CareData } from './schema.ts';

/** The care guide's words, notes and sources, in this build's language (`content/care.json`). */
export const careText = filled(careFile[siteLocale] as CareData);
