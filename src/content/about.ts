import aboutFile from '../../content/about.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language.ts';
import type { AboutData, Value } from './schema/about.ts';

export type { Value };

/** The About page's words, story photo and values (`content/about.json`). */
const data = filled<AboutData>(aboutFile[siteLocale]);

export const aboutPage = {
  ...data.page,
  story: data.story.paragraphs,
  storyPhoto: data.story.photo,
  storyPhotoCaption: data.story.caption,
  statsTitle: data.stats.title,
} as const;

export const valuesSection = { title: data.values.title } as const;

/** The values of the About page, in the owner's order. */
export const values: readonly Value[] = data.values.items;
