import type { z } from 'zod';
import { described, group, list, photo, prose, text } from './fields.ts';

/** A teaser of Home: its list of items is the spec's and stays in the code. */
const teaser = group({ title: text(), intro: prose(), photo: photo() });

/** `content/home.json`: the words and photos of Home's story, section by section. */
export const homeSchema = described(
  group({
    hero: described(
      group({
        eyebrow: described(text(), { title: 'Small line above the title' }),
        title: text(),
        lead: described(prose(), { title: 'Line under the title' }),
        photo: photo(),
      }),
      { title: 'Top of the page (the big photo)' },
    ),
    welcome: group({ title: prose(), paragraphs: described(list(prose()), { item: 'paragraph' }) }),
    simpleBand: described(group({ line: prose(), photo: photo() }), {
      title: 'The BEAUTIFUL & SIMPLE band',
    }),
    productsTeaser: described(teaser, { title: 'Products, in short' }),
    servicesTeaser: described(teaser, { title: 'Services, in short' }),
    stats: described(group({ title: text() }), { title: 'The numbers' }),
    locations: group({ intro: prose() }),
    getInTouch: described(group({ intro: prose() }), { title: 'Get in touch' }),
  }),
  {
    title: 'Home page',
    description: 'The words and photos of each part of Home, from the top down.',
  },
);

export type HomeData = z.infer<typeof homeSchema>;
