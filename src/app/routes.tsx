import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { listingOf } from '../content/listings.ts';
import { isItemPath, notFoundPage, pageList, type PageEntry } from '../content/pages.ts';
import type { PageMetaData } from '../content/seo.ts';
import type { PageQuestion } from '../content/textUs.ts';
import type { PageContext } from '../lib/pageContext.tsx';

/** What a page's module exports (`src/content/pages.ts` names it). */
interface PageModule {
  readonly default: ComponentType;
  /**
   * A page per item (`/work/:filter`): the head data of the item at a pathname, or `undefined`
   * for a pathname that names no item (the not-found page answers it).
   */
  readonly itemMeta?: (pathname: string, page: PageContext) => PageMetaData | undefined;
  /** The page's structured data for search engines, serialised, if it has any. */
  readonly structuredData?: (pathname: string, page: PageContext) => string | undefined;
  /** What its "text us" links write (a project's, a region's), where it is not the company's. */
  readonly textUs?: (pathname: string, page: PageContext) => PageQuestion | undefined;
}

// Every page module: the render draws each page from its own (the browser runs only islands).
// `shared/` holds parts of pages, not pages.
const pageModules = import.meta.glob<PageModule>(['../pages/*/*Page.tsx', '!../pages/shared/**'], {
  eager: true,
});

/** A page of the table with its module. */
interface PageCode {
  readonly entry: PageEntry;
  readonly code: PageModule;
}

const pageCodes: readonly PageCode[] = pageList.map((entry) => {
  const code = pageModules[`../pages/${entry.module}`];
  if (!code) throw new Error(`The page table names ${entry.module}, which is not in src/pages`);
  return { entry, code };
});

const notFound = pageCodes.find(({ entry }) => entry === notFoundPage) as PageCode;

/** The page an address shows: the route it is, its head data, and whether it is a page at all. */
export interface PageAt {
  /** The route pattern the page is rendered under (`/work/:filter`), `*` for the not-found page. */
  readonly route: string;
  /** Its module, as the page table names it: its stylesheets are its own. */
  readonly module: string;
  readonly Page: ComponentType;
  readonly meta: PageMetaData;
  readonly structuredData?: string;
  /** What its "text us" links write before the visitor asks anything; none: the company's. */
  readonly question?: PageQuestion;
  /** False for the not-found page: no page has the address. */
  readonly found: boolean;
}

/**
 * The page at a pathname (the route's, without the language's base): the page table's entry
 * whose path it matches, or the not-found page, also for a page per item that has no item there.
 */
export function pageAt(pathname: string, page: PageContext): PageAt {
  const matched = pageCodes.find(
    ({ entry }) => entry.path !== undefined && matchPath(entry.path, pathname) !== null,
  );
  const meta =
    matched && isItemPath(matched.entry.path ?? '')
      ? matched.code.itemMeta?.(pathname, page)
      : matched && listingOf(page, matched.entry);
  const { entry, code } = matched && meta ? matched : notFound;
  return {
    route: entry.path ?? '*',
    module: entry.module,
    Page: code.default,
    meta: meta ?? listingOf(page, entry),
    structuredData: code.structuredData?.(pathname, page),
    question: code.textUs?.(pathname, page),
    found: entry !== notFoundPage,
  };
}
