import { footerGroupNames, pageList, type FooterGroup } from './pages.ts';
import { regionPagesOf } from './regionPages.ts';
import type { ContentView } from './siteContent.ts';
import { derived } from './siteContent.ts';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/**
 * The footer's navigation items, in the table's order: every page with an item, its words from
 * its listing. HOME anchors to the hero of the Home page.
 */
export const footerItems = derived(
  ({
    words,
  }): readonly (NavItem & { readonly footerOnly: boolean; readonly group: FooterGroup })[] =>
    pageList.flatMap(({ path, nav, listing }) =>
      path !== undefined && nav
        ? [
            {
              label: words.listings[listing]?.navLabel ?? '',
              to: nav.anchor ? `${path}#${nav.anchor}` : path,
              footerOnly: nav.footerOnly === true,
              group: nav.group,
            },
          ]
        : [],
    ),
);

/**
 * The footer's links in groups, each under its heading, so that more pages make it no longer
 * than a few columns: the pages' groups in the table's order, then the regions' own pages.
 */
export const footerGroups = derived(
  (
    view,
  ): readonly {
    readonly id: string;
    readonly title: string;
    readonly items: readonly NavItem[];
  }[] => {
    const titles = chromeText(view).footerGroups;
    const items = footerItems(view);
    return [
      ...footerGroupNames.map((group) => ({
        id: group,
        title: titles[group],
        items: items.filter((item) => item.group === group),
      })),
      {
        id: 'regions',
        title: titles.regions,
        items: regionPagesOf(view).pages.map(({ region, path }) => ({
          label: region.name,
          to: path,
        })),
      },
    ].filter((group) => group.items.length > 0);
  },
);

/** The header's and phone menu's items: the spec's top navigation, without the footer's own. */
export const navItems = derived((view): readonly NavItem[] =>
  footerItems(view).filter((item) => !item.footerOnly),
);

/** The header's, menu's and footer's words (`content/site.json`). */
export const chromeText = ({ words }: ContentView) => words.site.chrome;
