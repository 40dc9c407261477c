import type { PageMetaData } from '../content/seo.ts';

/** What every route of the table carries in its `handle`: the page's head data. */
export interface RouteHandle {
  readonly meta: PageMetaData;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;
