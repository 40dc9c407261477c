import type { ContentView } from './siteContent.ts';

/** A page's head data: every entry of the page table (`pages.ts`) is one. */
export interface PageMetaData {
  readonly title: string;
  readonly description: string;
  /** Absent for pages that must not be indexed. */
  readonly path?: string;
  /** The photo a shared link shows, as an absolute URL: the site's own unless a page has one. */
  readonly image?: string;
}

/**
 * Absolute URL on the public site, at the company's web address (canonical links, Open Graph and
 * the sitemap need them).
 */
export const siteUrl = ({ words }: ContentView, path: string): string =>
  new URL(path, words.company.website).href;

export const socialImagePath = '/og-image.png';
export const themeColor = '#2b1d14';
/** The page background (--color-bg), shown by an installed app while it starts. */
export const backgroundColor = '#faf6ef';
