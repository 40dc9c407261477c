import { pageList } from './pages.ts';
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
  ({ words }): readonly (NavItem & { readonly footerOnly: boolean })[] =>
    pageList.flatMap(({ path, nav, listing }) =>
      path !== undefined && nav
        ? [
            {
              label: words.listings[listing]?.navLabel ?? '',
              to: nav.anchor ? `${path}#${nav.anchor}` : path,
              footerOnly: nav.footerOnly === true,
            },
          ]
        : [],
    ),
);

/** The header's and phone menu's items: the spec's top navigation, without the footer's own. */
export const navItems = derived((view): readonly NavItem[] =>
  footerItems(view).filter((item) => !item.footerOnly),
);

/** The header's, menu's and footer's words (`content/site.json`). */
export const chromeText = ({ words }: ContentView) => words.site.chrome;
