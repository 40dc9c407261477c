import { described, group, list, photo, prose, text, uniqueList } from './fields.ts';

/** `content/about.json`: the About page's story, its photo, and the company's values. */
export const aboutSchema = described(
  group({
    /** The intro is the story's opening, under the page's title. */
    page: group({ eyebrow: text(), title: text(), intro: prose() }),
    story: group({
      paragraphs: described(list(prose()), { item: 'paragraph' }),
      photo: photo(),
      caption: prose(),
    }),
    stats: group({ title: text() }),
    values: group({
      title: text(),
      items: described(uniqueList(group({ title: text(), description: prose() }), 'title'), {
        title: 'Values',
        item: 'value',
      }),
    }),
  }),
  { title: 'About page', description: 'Your story, its photo, and your values.' },
);
