import type { z } from 'zod';
import {
  described,
  flag,
  group,
  list,
  optional,
  phoneNumber,
  photo,
  prose,
  sharedText,
  text,
  uniqueList,
} from './fields.ts';

/**
 * The most towns a region's page names: service areas are the towns within a crew's reach, not
 * a state's every town (search engines' own guidance for a business's service area).
 */
export const mostTowns = 20;

const region = group({
  // A place's own name: the offices refer to it in both languages.
  name: sharedText(),
  /** The city or area the crews work from, shown under the name. */
  detail: text(),
  photo: photo(),
  comingSoon: described(flag(), {
    title: 'Coming Soon',
    description: 'On while the region is not open yet: its card and its office say Coming Soon.',
  }),
  state: described(sharedText(), {
    title: 'State',
    description:
      'Its state as Licences and insurance names it, like Nevada: its page shows that licence.',
  }),
  towns: described(
    list(sharedText(), 0).max(mostTowns, `must name at most ${mostTowns} towns, those in reach`),
    {
      title: 'Towns served',
      item: 'town',
      description: `The towns within the crew’s reach, at most ${mostTowns}. Its page names them.`,
    },
  ),
  servedBy: described(optional(text()), {
    title: 'Who comes',
    description: 'The crew or showroom that serves it, like Our Denver crew, from the showroom.',
  }),
  note: described(optional(prose()), {
    title: 'A paragraph of your own about working there',
    description:
      'What is true only there: the homes, the climate, the jobs. A region with no project, no review and no paragraph has no page.',
  }),
  phone: described(optional(phoneNumber()), {
    title: 'Its own phone number',
    description: 'Only if it has one: its page and its texts use it instead of the company’s.',
  }),
});

/** `content/regions.json`: the regions served, in the order the page shows them. */
export const regionsSchema = described(
  group({
    regions: described(uniqueList(region, 'name'), {
      title: 'Regions',
      item: 'region',
      description: 'In the order Home shows them. Each name must be different.',
    }),
  }),
  {
    title: 'Regions served',
    description: 'The regions on Home, which are coming soon, and what each one’s page says.',
  },
);

export type Region = z.infer<typeof regionsSchema>['regions'][number];
