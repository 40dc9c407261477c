import homeFile from '../../content/home.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language/words.ts';
import { words } from './language/en/home.ts';
import type { HomeData } from './schema/home.ts';

/** Home's words and photos (`content/home.json`), with its fixed words (`language/en/home.ts`). */
const home = filled<HomeData>(homeFile[siteLocale]);

export const heroText = {
  ...home.hero,
  cta: words.home.heroCta,
} as const;

export const welcomeText = {
  ...home.welcome,
  buttons: words.home.welcomeButtons,
} as const;

export const simpleBandText = {
  ...home.simpleBand,
  title: words.home.simpleBandTitle,
} as const;

/** The Home page's products teaser: its list is the spec's words and order. */
export const productsTeaser = {
  ...home.productsTeaser,
  items: words.home.productsItems,
  cta: words.home.productsCta,
} as const;

/** The Home page's services teaser: its list is the spec's words and order. */
export const servicesTeaser = {
  ...home.servicesTeaser,
  items: words.home.servicesItems,
  cta: words.home.servicesCta,
} as const;

/** The stats band's title on Home. */
export const homeStatsTitle = home.stats.title;

export const locationsSection = {
  title: words.home.locationsTitle,
  intro: home.locations.intro,
  /** The accessible name of the row of cards, which scrolls sideways on narrower screens. */
  rowLabel: words.home.locationsRowLabel,
} as const;

export const getInTouchText = {
  ...home.getInTouch,
  title: words.home.getInTouchTitle,
  cta: words.home.getInTouchCta,
} as const;
