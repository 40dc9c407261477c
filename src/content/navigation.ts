import siteFile from '../../content/site.json' with { type: 'json' };
import { siteLocale } from './language.ts';
import { pageList } from './pages.ts';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/**
 * The footer's navigation items, in the table's order: every page with an item. HOME anchors to
 * the hero of the Home page.
 */
export const footerItems: readonly (NavItem & { readonly footerOnly: boolean })[] =
  pageList.flatMap(({ path, nav }) =>
    path !== undefined && nav
      ? [
          {
            label: nav.label,
            to: nav.anchor ? `${path}#${nav.anchor}` : path,
            footerOnly: nav.footerOnly === true,
          },
        ]
      : [],
  );

/** The header's and phone menu's items: the spec's top navigation, without the footer's own. */
export const navItems: readonly NavItem[] = footerItems.filter((item) => !item.footerOnly);

/** The header's, menu's and footer's words (`content/site.json`). */
export const chromeText = siteFile[siteLocale].chrome;
