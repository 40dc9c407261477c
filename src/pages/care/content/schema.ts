import {
  described,
  group,
  list,
  prose,
  sharedText,
  text,
  uniqueList,
  webAddress,
} from '../../../content/schema/fields.ts';

const paragraphs = (title: string) => described(list(prose()), { title, item: 'paragraph' });

/** A part of the guide: its heading and its paragraphs. */
const part = (title: string) =>
  described(group({ title: text(), paragraphs: paragraphs('Paragraphs') }), { title });

/** `content/care.json`: the care guide for the company's climates, with its sources. */
export const careSchema = described(
  group({
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: described(text(), { title: 'Page title' }),
      intro: described(prose(), { title: 'Introduction' }),
    }),
    humidity: part('The humidity a wood floor wants'),
    cleaning: described(
      group({
        title: text(),
        intro: prose(),
        doTitle: described(text(), { title: 'Heading of the do’s' }),
        do: described(list(text()), { title: 'Do', item: 'do' }),
        dontTitle: described(text(), { title: 'Heading of the don’ts' }),
        dont: described(list(text()), { title: 'Don’t', item: 'don’t' }),
      }),
      { title: 'Cleaning' },
    ),
    refinish: part('The first weeks after a refinish'),
    recoat: part('When a floor needs a screen and recoat'),
    regions: described(
      group({
        title: text(),
        notes: described(
          uniqueList(
            group({
              region: described(sharedText(), {
                title: 'Region',
                description: 'Its name as the regions list has it, like Las Vegas.',
              }),
              note: prose(),
            }),
            'region',
            0,
          ),
          { title: 'A note per region', item: 'note' },
        ),
      }),
      { title: 'Notes by region' },
    ),
    sources: described(
      group({
        title: text(),
        items: described(list(group({ name: text(), url: webAddress() })), {
          title: 'Sources',
          item: 'source',
        }),
      }),
      { title: 'Where the advice comes from' },
    ),
    links: described(
      group({
        fromServices: described(text(), { title: 'On Services' }),
        fromProject: described(text(), { title: 'On a project’s page' }),
        toGuide: described(text(), { title: 'To the species guide' }),
      }),
      { title: 'Links to this page' },
    ),
  }),
  {
    title: 'Care guide',
    description: 'How to keep a wood floor well in your climates, and where the advice comes from.',
  },
);
