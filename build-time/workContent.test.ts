import { describe, expect, it } from 'vitest';
import { checkProjects } from './workContent.ts';

const regions = ['Colorado', 'Utah'];

const version = (words: { title: string; species: string }) => ({
  title: words.title,
  summary: 'A worn kitchen floor sanded to bare wood and finished in a natural matte.',
  region: 'Colorado',
  city: 'Denver',
  kind: 'refinishing',
  completed: '2026-05-14',
  size: 640,
  species: words.species,
  finish: 'Natural matte',
  duration: '4 days',
  photo: { id: '1581858726788-75bc0f6a952d', alt: 'The finished kitchen floor' },
  story: [
    {
      title: 'The room before',
      text: 'Grey and worn.',
      photo: { id: '1693948568453-a3564f179a84', alt: 'The kitchen floor before, grey and worn' },
      caption: 'Grey under old finish.',
    } as Chapter,
    {
      title: 'Before and after',
      text: 'The same spot.',
      comparison: {
        before: {
          id: '1600585154340-be6161a56a0c',
          alt: 'The kitchen floor before, grey and worn',
        },
        after: { id: '1581858726788-75bc0f6a952d', alt: 'The same floor after, warm and even' },
      },
      caption: 'Before and after.',
    },
  ],
});

/** A chapter as a file may hold it: the schema, not the types, says what it must have. */
interface Chapter {
  title: string;
  text: string;
  caption: string;
  photo?: { id: string; alt: string };
  comparison?: { before?: { id: string; alt: string }; after?: { id: string; alt: string } };
}

const project = () => ({
  en: version({ title: 'A Denver kitchen, refinished', species: 'Red oak' }),
  es: version({ title: 'Una cocina en Denver, renovada', species: 'Roble rojo' }),
});

/** The problems of one project file, `oak.json`, after `change` has been made to a copy of it. */
const problemsOf = (change: (file: ReturnType<typeof project>) => void, name = 'oak.json') => {
  const file = project();
  change(file);
  return checkProjects(new Map([[name, file]]), regions).problems;
};

describe('checkProjects', () => {
  it('takes a project told in both languages', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it('refuses a chapter without its visual, or with two, naming the chapter', () => {
    expect(
      problemsOf((file) => {
        delete file.en.story[0]?.photo;
        delete file.es.story[0]?.photo;
      }),
    ).toEqual([
      'content/work/oak.json: en › story › 1 › photo: needs a photo, or a before and after',
      'content/work/oak.json: es › story › 1 › photo: needs a photo, or a before and after',
    ]);
    expect(
      problemsOf((file) => {
        for (const version of [file.en, file.es]) {
          const [first] = version.story;
          if (first) first.comparison = version.story[1]?.comparison;
        }
      }),
    ).toEqual([
      'content/work/oak.json: en › story › 1 › comparison: has a photo and a before and after: give it one or the other',
      'content/work/oak.json: es › story › 1 › comparison: has a photo and a before and after: give it one or the other',
    ]);
  });

  it('refuses a before photo without its after, naming the field', () => {
    expect(
      problemsOf((file) => {
        delete file.en.story[1]?.comparison?.after;
      }),
    ).toEqual([
      'content/work/oak.json: en › story › 2 › comparison › after: needs the room after the work, shot from the same spot as the before photo',
    ]);
  });

  it('refuses a photo without alt text, a chapter’s too', () => {
    expect(
      problemsOf((file) => {
        file.en.photo.alt = ' ';
      }),
    ).toEqual([
      'content/work/oak.json: en › photo › alt: must say what the photo shows, for people who cannot see it',
    ]);
    expect(
      problemsOf((file) => {
        const photo = file.en.story[0]?.photo;
        if (photo) photo.alt = '';
      }),
    ).toEqual([
      'content/work/oak.json: en › story › 1 › photo › alt: must say what the photo shows, for people who cannot see it',
    ]);
  });

  it('refuses an unknown region or kind of work', () => {
    expect(
      problemsOf((file) => {
        file.en.region = 'Oregon';
        file.es.region = 'Oregon';
      }),
    ).toEqual([
      'content/work/oak.json: en › region: "Oregon" is not a region in content/regions.json: en › regions (Colorado, Utah)',
      'content/work/oak.json: es › region: "Oregon" is not a region in content/regions.json: es › regions (Colorado, Utah)',
    ]);
    expect(
      problemsOf((file) => {
        file.en.kind = 'painting';
      }),
    ).toEqual([
      'content/work/oak.json: en › kind: must be one of installation, refinishing, repair, consultation, other',
    ]);
  });

  it('refuses a size that is not a positive number', () => {
    for (const [size, message] of [
      [0, 'must be a positive number of square feet'],
      [-40, 'must be a positive number of square feet'],
      ['640', 'must be a number of square feet'],
    ] as const) {
      expect(
        problemsOf((file) => {
          (file.en as { size: unknown }).size = size;
        }),
      ).toEqual([`content/work/oak.json: en › size: ${message}`]);
    }
  });

  it('takes the file’s name as the project’s address, so it must be one', () => {
    expect(problemsOf(() => undefined, 'Oak Kitchen.json')).toEqual([
      "content/work/Oak Kitchen.json: the file's name is the project's address (/work/Oak Kitchen), so it must be lowercase letters and digits with dashes between words, like oak-kitchen-denver.json",
    ]);
  });

  it('refuses a translation whose facts differ from the English', () => {
    expect(
      problemsOf((file) => {
        file.es.size = 604;
      }),
    ).toEqual([
      'content/work/oak.json: es › size: must read as the en version does ("640"): every language shares it',
    ]);
  });
});
