import type { z } from 'zod';
import { flag, group, photo, text, uniqueList } from './fields.ts';

const region = group({
  name: text(),
  /** The city or area the crews work from, shown under the name. */
  detail: text(),
  photo: photo(),
  comingSoon: flag(),
});

/** `content/regions.json`: the regions served, in the order the page shows them. */
export const regionsSchema = group({ regions: uniqueList(region, 'name') });

export type Region = z.infer<typeof regionsSchema>['regions'][number];
