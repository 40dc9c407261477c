import type { z } from 'zod';
import { described, flag, group, photo, sharedText, text, uniqueList } from './fields.ts';

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
  { title: 'Regions served', description: 'The regions on Home, and which are coming soon.' },
);

export type Region = z.infer<typeof regionsSchema>['regions'][number];
