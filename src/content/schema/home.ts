import type { z } from 'zod';
import { group, list, photo, prose, text } from './fields.ts';

/** A teaser of Home: its list of items is the spec's and stays in the code. */
const teaser = group({ title: text(), intro: prose(), photo: photo() });

/** `content/home.json`: the words and photos of Home's story, section by section. */
export const homeSchema = group({
  hero: group({ eyebrow: text(), title: text(), lead: prose(), photo: photo() }),
  welcome: group({ title: prose(), paragraphs: list(prose()) }),
  simpleBand: group({ line: prose(), photo: photo() }),
  productsTeaser: teaser,
  servicesTeaser: teaser,
  stats: group({ title: text() }),
  locations: group({ intro: prose() }),
  getInTouch: group({ intro: prose() }),
});

export type HomeData = z.infer<typeof homeSchema>;
