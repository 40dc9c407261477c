import { described, group, list, photo, prose, text } from './fields.ts';

/** A teaser of Home: its title, a line, its list, the button to the page it leads to. */
const teaser = group({
  title: text(),
  intro: prose(),
  items: described(list(text()), { title: 'List', item: 'line' }),
  cta: described(text(), { title: 'Button' }),
  photo: photo(),
});

/** `content/home.json`: the words and photos of Home's story, section by section. */
export const homeSchema = described(
  group({
    hero: described(
      group({
        eyebrow: described(text(), { title: 'Small line above the title' }),
        title: text(),
        lead: described(prose(), { title: 'Line under the title' }),
        cta: described(text(), { title: 'Button to the contact page' }),
        photo: photo(),
      }),
      { title: 'Top of the page (the big photo)' },
    ),
    welcome: group({
      title: prose(),
      paragraphs: described(list(prose()), { item: 'paragraph' }),
      buttons: described(group({ products: text(), services: text(), about: text() }), {
        title: 'Buttons to the other pages',
      }),
    }),
    simpleBand: described(group({ title: text(), line: prose(), photo: photo() }), {
      title: 'The BEAUTIFUL & SIMPLE band',
    }),
    productsTeaser: described(teaser, { title: 'Products, in short' }),
    servicesTeaser: described(teaser, { title: 'Services, in short' }),
    stats: described(group({ title: text() }), { title: 'The numbers' }),
    locations: described(
      group({
        title: text(),
        intro: prose(),
        rowLabel: described(text(), { title: 'Name of the row of cards (screen readers)' }),
      }),
      { title: 'The regions' },
    ),
    getInTouch: described(
      group({ title: text(), intro: prose(), cta: described(text(), { title: 'Button' }) }),
      { title: 'Get in touch' },
    ),
  }),
  {
    title: 'Home page',
    description: 'The words and photos of each part of Home, from the top down.',
  },
);
