import { z } from 'zod';
import {
  addressWord,
  count,
  described,
  group,
  matching,
  optional,
  photo,
  prose,
  template,
  templateWith,
  text,
  uniqueList,
} from '../../../content/schema/fields.ts';
import { speciesTiers } from '../../../content/speciesTiers.ts';

/** How much a species moves as the air dries and dampens, from the least to the most. */
export const stabilityRatings = ['stable', 'moderate', 'moves'] as const;

const species = group({
  id: addressWord('white-oak'),
  name: described(text(), { title: 'Name' }),
  article: optional(
    described(text(), {
      title: 'The word before its name',
      description:
        'Where a sentence says {a} before the name: in English “an” before a vowel sound (“an Ash floor”), else “a”, which is the default. A name that starts with a, e, i, o or u must say which.',
    }),
  ),
  janka: described(count(1), {
    title: 'Janka hardness, in pounds-force',
    description: 'The force to press a steel ball halfway into the wood. Red oak is about 1290.',
  }),
  source: described(text('must say where the hardness figure comes from'), {
    title: 'Where the hardness figure comes from',
    description: 'Figures differ by source and by sample: name the one you quote.',
  }),
  colour: described(prose(), { title: 'Grain and colour' }),
  ageing: described(prose(), { title: 'How it ages' }),
  stability: described(
    z.enum(stabilityRatings, { error: `must be one of ${stabilityRatings.join(', ')}` }),
    { title: 'How much it moves with humidity' },
  ),
  stabilityNote: described(prose(), { title: 'Its stability, in words' }),
  tier: described(z.enum(speciesTiers, { error: `must be one of ${speciesTiers.join(', ')}` }), {
    title: 'Price tier',
    description: 'Its installed price per square foot is the price guide’s for this tier.',
  }),
  photo: photo(),
  floorPhoto: described(photo(), {
    title: 'Its floor in the stain chooser',
    description:
      'A photo of its planks, close and from above, which the chooser tints with each stain.',
  }),
});

/** The most species the stain chooser shows a floor of: its stylesheet has a rule for each. */
export const maxSpecies = 24;

/** The most stains the chooser tints with: its stylesheet has a rule for each place. */
export const maxStains = 12;

const stain = group({
  id: addressWord('dark-walnut'),
  name: described(text(), { title: 'Name' }),
  description: described(prose(), { title: 'What it is, in words' }),
  colour: described(
    matching(
      /^#[0-9a-fA-F]{6}$/u,
      'must be a colour written as # and six hex digits, like #6b4a2b',
    ),
    {
      title: 'Its colour, as # and six hex digits',
      description:
        'The colour the photo is tinted with (multiplied over the bare wood); #ffffff is no tint.',
    },
  ),
});

const label = (title: string) => described(text(), { title });

/**
 * A list of the chooser's choices, each by its word in addresses, from `min` to `max`: its
 * stylesheet has a rule for each place.
 */
const chooserList = <Item extends Parameters<typeof uniqueList>[0]>(
  item: Item,
  min: number,
  max: number,
  what: string,
) =>
  uniqueList(item, 'id', min).refine(
    (items) => items.length <= max,
    `must have at most ${max} ${what}`,
  );

/** `content/species.json`: the species guide, its stain chooser and its words. */
export const speciesSchema = described(
  group({
    page: group({
      eyebrow: label('Small line above the title'),
      title: label('Page title'),
      intro: described(prose(), { title: 'Introduction' }),
    }),
    scale: group({
      title: label('Title of the hardness scale'),
      intro: described(prose(), { title: 'Words above the scale' }),
      figure: described(template('figure'), { title: 'A hardness figure, like 1,290 lbf' }),
    }),
    list: group({
      title: label('Title of the species'),
      intro: described(prose(), { title: 'Words above the species' }),
      hardness: label('Heading: hardness'),
      source: described(template('source'), { title: 'Where a figure comes from' }),
      colour: label('Heading: grain and colour'),
      ageing: label('Heading: how it ages'),
      stability: label('Heading: stability'),
      price: label('Heading: price'),
      installed: described(template('range'), { title: 'Its installed price per square foot' }),
      estimate: described(templateWith(['species'], ['a']), {
        title: 'Link to price a floor of it',
      }),
      contact: described(template('species'), { title: 'Link to ask about it' }),
      message: described(templateWith(['species'], ['a']), {
        title: 'The contact form’s message for it',
      }),
      compare: described(template('species'), { title: 'Choice to set it beside another' }),
      compareHint: described(prose(), { title: 'How to set two side by side' }),
      showAll: label('Button that shows every species again'),
    }),
    ratings: described(group({ stable: text(), moderate: text(), moves: text() }), {
      title: 'Stability ratings, in words',
    }),
    tiers: described(group({ standard: text(), premium: text(), exotic: text() }), {
      title: 'Price tiers, in words',
    }),
    species: described(chooserList(species, 2, maxSpecies, 'species'), {
      title: 'Species',
      item: 'species',
      description: 'Drag to reorder. The hardness scale sorts them by hardness.',
    }),
    stains: group({
      title: label('Title of the stain chooser'),
      intro: described(prose(), { title: 'Words above the stains' }),
      legend: label('Name of the group of stains'),
      speciesLabel: label('Label of the species choice'),
      estimate: label('Button: price this floor'),
      contact: label('Button: ask about this floor'),
      takeHome: label('On a kiosk: the button for the QR code of the choice'),
      takeHomeCaption: label('On a kiosk: under the QR code'),
      takeHomeName: label('On a kiosk: the QR code, as read to people who cannot see it'),
      message: described(templateWith(['species', 'stain'], ['a']), {
        title: 'The contact form’s message for a species and stain',
      }),
      items: described(chooserList(stain, 6, maxStains, 'stains'), {
        title: 'Stains',
        item: 'stain',
        description: `From six to ${maxStains}: natural first, then light to dark.`,
      }),
    }),
    care: group({
      lead: described(prose(), { title: 'Before the link to the care guide' }),
      link: label('Link to the care guide'),
    }),
  }),
  {
    title: 'Wood species guide',
    description: 'The species you install, their hardness and looks, and the stains to try.',
  },
);

export type SpeciesData = z.infer<typeof speciesSchema>;
export type Species = SpeciesData['species'][number];
