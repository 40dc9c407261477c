import { z } from 'zod';
import {
  count,
  described,
  dollars,
  group,
  list,
  optional,
  prose,
  sharedText,
  template,
  text,
  uniqueList,
} from '../../../content/schema/fields.ts';
import { workKinds } from '../../../content/workKinds.ts';

/** The sample figures' warning, in the editor beside each of them, as the owner's guide says. */
const sample = 'The shipped figures are samples: replace them with your own before launch.';

/**
 * A range of dollars from `low` to `high`, never the other way round; `missing` is what the owner
 * is told when it is not there at all.
 */
const dollarRange = (zero: Parameters<typeof dollars>[0], missing: string) =>
  group(
    {
      low: described(dollars(zero), { title: 'From, in dollars' }),
      high: described(dollars(zero), { title: 'To, in dollars' }),
    },
    missing,
  ).superRefine(({ low, high }, context) => {
    if (low > high) {
      context.addIssue({
        code: 'custom',
        path: ['low'],
        message: `must not be above the high end (${low} is above ${high})`,
      });
    }
  });

/** A price range, above zero. */
const range = (title: string) =>
  described(dollarRange('above zero', 'needs a price range: its low and its high, in dollars'), {
    title,
    description: sample,
  });

/** What a species' price tier adds per square foot to an installation: from 0. */
const tierAdd = (title: string) =>
  described(dollarRange('zero allowed', 'needs what it adds: its low and its high, in dollars'), {
    title,
  });

/** Another price per square foot where a region costs more or less (Los Angeles, Billings). */
const regionRate = group({
  region: described(sharedText(), {
    title: 'Region',
    description: 'Its name as the regions list has it, like Los Angeles.',
  }),
  perSquareFoot: range('Price per square foot there'),
});

/** A kind of work priced by the square foot: installation, refinishing, repair, other. */
const areaWork = group({
  perSquareFoot: range('Typical price per square foot'),
  perStep: described(optional(range('Price per stair step')), {
    title: 'Price per stair step',
    description:
      'Leave empty if stairs are not priced by the step: the estimator then asks for none.',
  }),
  minimum: described(dollars('zero allowed'), {
    title: 'Minimum job charge, in dollars',
    description: `The least a job of this kind costs, however small. ${sample}`,
  }),
  includes: described(prose(), { title: 'What the price includes' }),
  factors: described(list(text()), {
    title: 'What raises or lowers it',
    item: 'factor',
    description: 'Species, stairs, moisture, moving furniture: one short line each.',
  }),
  regions: described(uniqueList(regionRate, 'region', 0), {
    title: 'Other prices by region',
    item: 'region',
    description: 'Only the regions that cost more or less than the price above.',
  }),
});

/** A typical project of the price table: what it is, its kind and its size. */
const example = group({
  label: described(text(), {
    title: 'The project, in words',
    description: 'Like: A 12 x 15 ft bedroom, refinished.',
  }),
  kind: described(z.enum(workKinds, { error: `must be one of ${workKinds.join(', ')}` }), {
    title: 'Kind of work',
  }),
  squareFeet: described(count(0), { title: 'Its area, in square feet' }),
  steps: described(optional(count(1)), { title: 'Its stair steps, if any' }),
});

/** `content/estimate.json`: the price guide, its page's words and the estimator's. */
export const estimateSchema = described(
  group({
    prices: described(
      group({
        installation: areaWork,
        refinishing: areaWork,
        repair: areaWork,
        consultation: group({
          fee: described(dollars('zero allowed'), {
            title: 'Its fee, in dollars (0: free)',
            description: sample,
          }),
          includes: described(prose(), { title: 'What it includes' }),
        }),
        other: areaWork.extend({
          meaning: described(prose(), { title: 'What "Other" covers' }),
        }),
        tiers: described(
          group({
            standard: tierAdd('Standard species'),
            premium: tierAdd('Premium species'),
            exotic: tierAdd('Exotic species'),
          }),
          {
            title: 'Installation by species tier',
            description:
              'What each price tier of the species guide adds to the installation price per ' +
              `square foot, in every region (0 to 0: nothing). ${sample}`,
          },
        ),
      }),
      {
        title: 'Prices by kind of work',
        description: `Each kind of work the contact form offers, with its typical prices. ${sample}`,
      },
    ),
    examples: described(list(example), {
      title: 'Typical projects (the price table)',
      item: 'project',
    }),
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: text(),
      intro: prose(),
      tableTitle: described(text(), { title: 'Title of the price table' }),
      tableIntro: described(prose(), { title: 'Words above the table' }),
      columns: described(group({ project: text(), price: text() }), {
        title: 'The table’s column headings',
      }),
      regionPrice: described(template('region', 'range'), { title: 'A region’s own price' }),
      ratesTitle: described(text(), { title: 'Title of the prices by kind of work' }),
      perSquareFoot: described(template('range'), { title: 'A price per square foot' }),
      perStep: described(template('range'), { title: 'A price per stair step' }),
      minimum: described(template('amount'), { title: 'A minimum job charge' }),
      fee: described(template('amount'), { title: 'A consultation’s fee' }),
      free: described(text(), { title: 'A consultation that costs nothing' }),
      factorsTitle: described(text(), { title: 'Before the list of what raises or lowers it' }),
      guide: described(prose(), { title: 'That a figure is a guide, not a quote' }),
      contactLead: described(prose(), { title: 'Before the link to the contact form' }),
      contactLink: described(text(), { title: 'The link to the contact form' }),
    }),
    links: described(
      group({
        fromServices: described(text(), { title: 'On Services, beside the estimate button' }),
        fromProject: described(text(), { title: 'On a project’s page' }),
      }),
      { title: 'Links to this page' },
    ),
    units: described(
      group({
        squareFeet: template('area'),
        room: described(template('length', 'width'), { title: 'A room’s size' }),
        roomAndArea: described(template('size', 'area'), { title: 'A room’s size and its area' }),
        areaAndSteps: described(template('area', 'steps'), { title: 'An area and stair steps' }),
        range: template('low', 'high'),
        steps: template('count'),
        oneStep: described(text(), { title: 'One step' }),
        rooms: template('count'),
        oneRoom: described(text(), { title: 'One room' }),
      }),
      {
        title: 'Figures in words',
        description: 'How an area, a room’s size, a range and a count of steps or rooms read.',
      },
    ),
    estimator: described(
      group({
        title: text(),
        intro: prose(),
        noScript: described(prose(), { title: 'Said with JavaScript off' }),
        kind: described(text(), { title: 'Kind of work' }),
        region: text(),
        species: described(text(), { title: 'Species (from the species guide)' }),
        anySpecies: described(text(), { title: 'The species choice left open' }),
        speciesRate: described(template('species', 'tier'), {
          title: 'The species an installation was priced for',
        }),
        rooms: described(text(), { title: 'Title of the rooms' }),
        room: described(template('number'), { title: 'A room' }),
        length: described(text(), { title: 'Length, in feet' }),
        width: described(text(), { title: 'Width, in feet' }),
        or: described(text(), { title: 'Between the size and the area' }),
        area: described(text(), { title: 'Area, in square feet' }),
        steps: described(text(), { title: 'Stair steps' }),
        addRoom: described(text(), { title: 'Add a room button' }),
        removeRoom: described(template('number'), { title: 'Remove a room button' }),
        resultTitle: described(text(), { title: 'Title of the result' }),
        waiting: described(text(), { title: 'Said until the rooms are complete' }),
        assumptions: described(text(), { title: 'Before what the estimate assumed' }),
        totalArea: described(template('area', 'rooms'), { title: 'The total area' }),
        rate: described(template('kind', 'region', 'range'), { title: 'The rate used' }),
        fee: described(template('kind', 'fee'), { title: 'A consultation’s fee, used' }),
        stairs: described(template('steps', 'range'), { title: 'The stairs' }),
        minimumApplied: described(template('amount'), { title: 'The minimum charge, used' }),
        send: described(text(), { title: 'Send this to us' }),
        takeHome: described(text(), { title: 'On a kiosk: the button for the QR code' }),
        takeHomeCaption: described(text(), { title: 'On a kiosk: under the QR code' }),
        takeHomeName: described(text(), {
          title: 'On a kiosk: the QR code, as read to people who cannot see it',
        }),
        errors: described(
          group({
            empty: described(text(), { title: 'A room left empty' }),
            number: described(text(), { title: 'Not a number' }),
            positive: described(text(), { title: 'Zero or below' }),
            whole: described(text(), { title: 'Steps not a whole number' }),
            tooLarge: described(template('limit'), { title: 'A room too large' }),
            tooManySteps: described(template('limit'), { title: 'Too many steps' }),
            tooMany: described(template('limit'), { title: 'Too many rooms' }),
          }),
          { title: 'Messages for bad input' },
        ),
        message: described(
          group({
            heading: text(),
            kind: template('kind'),
            region: template('region'),
            species: template('species'),
            stain: template('stain'),
            room: template('number', 'size'),
            stairs: template('count'),
            total: template('area'),
            range: template('range'),
            text: described(template('details'), {
              title: 'The first line of a text message about the estimate',
              description:
                'The site puts the kind of work, region, area, species, stain and range where it says {details}.',
            }),
          }),
          {
            title: 'The message sent to the contact form',
            description: 'Its lines, in the order they come.',
          },
        ),
      }),
      { title: 'The estimator' },
    ),
  }),
  {
    title: 'Price guide and estimator',
    description: `The prices the estimate page shows and the estimator uses. ${sample}`,
  },
);

export type EstimateData = z.infer<typeof estimateSchema>;
export type PriceGuide = EstimateData['prices'];
export type PriceRange = PriceGuide['installation']['perSquareFoot'];
export type PriceExample = EstimateData['examples'][number];
