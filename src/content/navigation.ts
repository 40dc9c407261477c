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

export const chromeText = {
  skipLink: 'Skip to main content',
  primaryNavLabel: 'Main',
  mobileNavLabel: 'Mobile',
  menuButton: 'Menu',
  callButton: 'Call',
  floatingLabel: 'Quick contact',
  floatingCall: 'Call us',
  floatingSms: 'Text us',
  floatingEmail: 'Email us',
  footerNavLabel: 'Footer',
  socialLabel: 'Follow us',
  instagram: 'Instagram',
  facebook: 'Facebook',
  newTabHint: '(opens in a new tab)',
  motionLabel: 'Animations',
  motionOn: 'On',
  motionOff: 'Off',
  motionSystem: 'Off (system setting)',
} as const;
