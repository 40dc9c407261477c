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
  comparison: {
    before: { id: '1600585154340-be6161a56a0c', alt: 'The kitchen floor before, grey and worn' },
    after: { id: '1581858726788-75bc0f6a952d', alt: 'The same floor after, warm and even' },
  },
  story: { before: 'Grey and worn.', work: 'Sanded in three passes.', result: 'Warm again.' },
});

const project = () => ({
  en: version({ title: 'A Denver kitchen, refinished', species: 'Red oak' }),
  es: version({ title: 'Una cocina en Denver, renovada', species: 'Roble rojo' }),
});

/** The problems of one project file, `oak.json`, after `change` has been made to a copy of it. */
const problemsOf = (change: (file: ReturnType<typeof project>) => void, name = 'oak.json') => {
  const file = project();
  change(file);
  return checkProjects(new Map([[name, file]]), regions);
};

describe('checkProjects', () => {
  it('takes a project told in both languages', () => {
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it('refuses a before photo without its after, and the reverse, naming the field', () => {
    expect(
      problemsOf((file) => {
        delete (file.en.comparison as Partial<typeof file.en.comparison>).after;
      }),
    ).toEqual([
      'content/work/oak.json: en › comparison › after: needs the room after the work, shot from the same spot as the before photo',
    ]);
    expect(
      problemsOf((file) => {
        delete (file.es.comparison as Partial<typeof file.es.comparison>).before;
      }),
    ).toEqual([
      'content/work/oak.json: es › comparison › before: needs the room before the work, shot from the same spot as the after photo',
    ]);
  });

  it('refuses a photo without alt text', () => {
    expect(
      problemsOf((file) => {
        file.en.photo.alt = ' ';
      }),
    ).toEqual([
      'content/work/oak.json: en › photo › alt: must say what the photo shows, for people who cannot see it',
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
