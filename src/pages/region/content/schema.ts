import { described, group, prose, template, text } from '../../../content/schema/fields.ts';

/**
 * `content/region.json`: the words around what each region's page shows (the region's own facts
 * are in `regions.json`, its projects in `work/`, its licence in `credentials.json`).
 */
export const regionPageSchema = described(
  group({
    head: described(
      group({
        title: described(template('region', 'company'), { title: 'Title' }),
        description: described(template('region', 'towns'), { title: 'Description' }),
      }),
      { title: 'In search results and the browser’s tab' },
    ),
    hero: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: described(template('region'), { title: 'Page title' }),
    }),
    towns: described(text(), { title: 'Heading of the towns served' }),
    servedBy: described(text(), { title: 'Heading of who comes' }),
    visit: described(text(), { title: 'Heading of the place to visit' }),
    call: described(template('phone'), { title: 'The link that calls' }),
    text: described(template('phone'), { title: 'The link that writes a text message' }),
    textLine: described(template('region'), {
      title: 'The first line of a text message from the page',
    }),
    projects: described(template('region'), { title: 'Heading of the projects' }),
    allWork: described(template('region'), { title: 'The link to all the work there' }),
    reviews: described(template('region'), { title: 'Heading of the reviews' }),
    licence: described(template('state'), { title: 'Heading of the licence and insurance' }),
    care: group({
      title: described(template('region'), { title: 'Heading of the care note' }),
      link: described(text(), { title: 'The link to the care guide' }),
    }),
    species: group({
      title: described(text(), { title: 'Heading of the species that suit it' }),
      intro: described(prose(), { title: 'Before them' }),
      link: described(text(), { title: 'The link to the species guide' }),
    }),
    prices: group({
      title: described(template('region'), { title: 'Heading of the prices' }),
      same: described(prose(), { title: 'Where prices are the same as everywhere' }),
      own: described(template('region'), { title: 'Where the region has prices of its own' }),
      link: described(text(), { title: 'The link to the estimate' }),
    }),
  }),
  {
    title: 'A region’s page',
    description:
      'The words around each region’s page. What the page says of the region itself is in Regions served.',
  },
);
