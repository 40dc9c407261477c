import type { z } from 'zod';
import { described, group, prose, text } from './fields.ts';

/** `content/stats.json`: the labels under the company's numbers (About, and Home's band). */
export const statsSchema = described(
  group({ years: text(), projects: text(), states: text(), satisfaction: text() }),
  {
    title: 'Buttons, labels and messages: the numbers',
    description: 'The labels under the numbers; the numbers are the company’s.',
  },
);

/** `content/notFound.json`: the page an address that leads nowhere shows. */
export const notFoundSchema = described(group({ title: text(), text: prose(), link: text() }), {
  title: 'Buttons, labels and messages: page not found',
});

export type StatsWords = z.infer<typeof statsSchema>;
