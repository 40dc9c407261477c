import type { ContentView } from './siteContent.ts';

/** The not-found page's texts (`content/notFound.json`). */
export const notFoundText = ({ words }: ContentView) => ({
  code: '404',
  ...words.notFound,
  /** Prefix of the console line that records the attempted path (for developers: English). */
  logLabel: '404: no page at',
});
