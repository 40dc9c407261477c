import type { z } from 'zod';
import { group, list, photo, prose, text, uniqueList } from './fields.ts';

/** `content/about.json`: the About page's story, its photo, and the company's values. */
export const aboutSchema = group({
  /** The intro is the story's opening, under the page's title. */
  page: group({ eyebrow: text(), title: text(), intro: prose() }),
  story: group({ paragraphs: list(prose()), photo: photo(), caption: prose() }),
  stats: group({ title: text() }),
  values: group({
    title: text(),
    items: uniqueList(group({ title: text(), description: prose() }), 'title'),
  }),
});

export type AboutData = z.infer<typeof aboutSchema>;
export type Value = AboutData['values']['items'][number];
