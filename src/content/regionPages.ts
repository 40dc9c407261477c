import { paths } from './pagePaths.ts';
import { projectsOf, regionSlug, type ProjectSummary } from './projects.ts';
import { regionsOf, type Region } from './regions.ts';
import type { Office, Phone } from './schema/company.ts';
import { reviewsOf, type Review } from './reviews.ts';
import { siteUrl } from './seo.ts';
import { derived, type ContentView } from './siteContent.ts';

/** A region's page: `/areas/las-vegas`. */
export const regionPath = (name: string): string =>
  paths.region.replace(':region', regionSlug(name));

/**
 * The structured data's names for the company and for its location in a region, the same in
 * every language (the English pages' addresses), so that each page's data refers to the others'.
 */
export const businessIds = {
  company: (view: ContentView): string => `${siteUrl(view, paths.home)}#company`,
  region: (view: ContentView, name: string): string =>
    `${siteUrl(view, regionPath(name))}#business`,
};

/**
 * A region with a page of its own, and what of the site is true only there: its projects (as the
 * work lists them) and the reviews of those projects, newest first.
 */
export interface RegionPage {
  readonly region: Region;
  readonly path: string;
  readonly projects: readonly ProjectSummary[];
  readonly reviews: readonly Review[];
  /** Its number: its own, else the company's. */
  readonly phone: Phone;
  /** Its office, if visitors may walk into one. */
  readonly office?: Office;
}

/**
 * The regions with a page, in the order of the regions served. A region open for work has one
 * when it holds something of its own (a project, a review, or the owner's paragraph about
 * working there); one with nothing of its own gets none, rather than a page that is every
 * other region's with the name swapped, and is named without a link, as one coming soon is.
 */
export const regionPagesOf = derived((view) => {
  const { index } = projectsOf(view);
  const { all } = reviewsOf(view);
  const company = view.words.company;
  const pages: readonly RegionPage[] = regionsOf(view).flatMap((region) => {
    if (region.comingSoon) return [];
    const projects = index.filter((project) => project.region === region.name);
    const slugs = new Set(projects.map((project) => project.slug));
    const reviews = all.filter((review) => review.project && slugs.has(review.project));
    const ownWords = region.note !== undefined;
    const office = company.offices.find((entry) => entry.serves === region.name && entry.visitors);
    return projects.length > 0 || reviews.length > 0 || ownWords
      ? [
          {
            region,
            path: regionPath(region.name),
            projects,
            reviews,
            phone: region.phone ?? company.phone,
            ...(office && { office }),
          },
        ]
      : [];
  });
  return {
    pages,
    /** The page at a pathname, if a region has it. */
    at: (pathname: string): RegionPage | undefined => pages.find((page) => page.path === pathname),
    /** A region's page, by the region's name, if it has one. */
    of: (name: string): RegionPage | undefined => pages.find((page) => page.region.name === name),
  };
});
