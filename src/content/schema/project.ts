import { z } from 'zod';
import {
  described,
  group,
  isoDate,
  list,
  optional,
  photo,
  prose,
  sharedText,
  text,
} from './fields.ts';
import { workKinds } from '../workKinds.ts';

/**
 * The room before the work and after it, shot from the same spot: the page shows them as a
 * comparison. Both: one alone compares with nothing.
 */
const comparison = group({
  before: described(optional(photo()), { title: 'The room before' }),
  after: described(optional(photo()), { title: 'The same spot after' }),
}).superRefine(({ before, after }, context) => {
  if (before === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['before'],
      message: 'needs the room before the work, shot from the same spot as the after photo',
    });
  }
  if (after === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['after'],
      message: 'needs the room after the work, shot from the same spot as the before photo',
    });
  }
});

/**
 * One chapter of a project's story: its heading and text, and what the reader sees beside them
 * while they pass (the page holds it in view): a photo, or the room before and after as a
 * comparison. One or the other: a chapter shows one visual.
 */
const chapter = group({
  title: text(),
  text: prose(),
  photo: described(optional(photo()), {
    title: 'Its photo',
    description: 'Or, instead, a before and after below.',
  }),
  comparison: described(optional(comparison), {
    title: 'Its before and after',
    description: 'Instead of a photo: the room before and after, shot from the same spot.',
  }),
  caption: described(text(), { title: 'The line under its photo' }),
}).superRefine(({ photo: chapterPhoto, comparison: pair }, context) => {
  if ((chapterPhoto === undefined) !== (pair === undefined)) return;
  context.addIssue({
    code: 'custom',
    path: [chapterPhoto === undefined ? 'photo' : 'comparison'],
    message:
      chapterPhoto === undefined
        ? 'needs a photo, or a before and after'
        : 'has a photo and a before and after: give it one or the other',
  });
});

/** One file of `content/work/`: a finished project, told as a story of before, work and result. */
export const projectSchema = described(
  group({
    title: text(),
    summary: described(prose(), { title: 'In a sentence, for the list of projects' }),
    region: described(sharedText(), {
      title: 'Region',
      description: 'One of the regions served, named as in Regions served.',
    }),
    city: sharedText(),
    kind: described(z.enum(workKinds, { error: `must be one of ${workKinds.join(', ')}` }), {
      title: 'Kind of work',
    }),
    completed: described(isoDate(), {
      title: 'Finished on',
      description: 'The list shows the newest first.',
    }),
    order: described(
      optional(
        z
          .number({ error: 'must be a whole number' })
          .int('must be a whole number')
          .positive('must be 1 or more'),
      ),
      {
        title: 'Place in the list',
        description:
          'To show a project before the others: 1 comes first, then 2. Projects without one follow, newest first.',
      },
    ),
    size: described(
      z
        .number({ error: 'must be a number of square feet' })
        .positive('must be a positive number of square feet'),
      { title: 'Size (square feet)' },
    ),
    species: described(text(), { title: 'Wood species' }),
    finish: text(),
    duration: described(text(), { title: 'How long it took', description: 'Like 3 weeks.' }),
    photo: described(photo(), {
      title: 'The finished floor',
      description: 'Shown in the list, at the top of the page and when the page is shared.',
    }),
    story: described(list(chapter), {
      title: 'The story',
      description:
        'Its chapters, in order (for example the room before, the work, the result), each with its photo or a before and after.',
      item: 'chapter',
    }),
  }),
  { title: 'A project', description: 'One finished project: its facts, photos and story.' },
);

export type ProjectData = z.infer<typeof projectSchema>;
