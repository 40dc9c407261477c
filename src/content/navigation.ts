import { words } from './language/en/site.ts';
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

export const chromeText = words.chrome;
