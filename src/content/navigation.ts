import siteFile from '../../content/site.json' with { type: 'json' };
import { siteLocale } from './language.ts';
import { pageList } from './pages.ts';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** The pages' navigation items, in the table's order. HOME anchors to the hero of the Home page. */
export const navItems: readonly NavItem[] = pageList.flatMap(({ path, nav }) =>
  path !== undefined && nav
    ? [{ label: nav.label, to: nav.anchor ? `${path}#${nav.anchor}` : path }]
    : [],
);

/** The header's, menu's and footer's words (`content/site.json`). */
export const chromeText = siteFile[siteLocale].chrome;
