import { paths } from './paths.ts';

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** Top navigation, in the spec's order. HOME anchors to the hero of the Home page. */
export const navItems: readonly NavItem[] = [
  { label: 'HOME', to: paths.homeAnchor },
  { label: 'PRODUCTS', to: paths.products },
  { label: 'SERVICES', to: paths.services },
  { label: 'ABOUT', to: paths.about },
  { label: 'CONTACT', to: paths.contact },
];

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
