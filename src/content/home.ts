import homeFile from '../../content/home.json' with { type: 'json' };
import { filled } from './company.ts';
import { siteLocale } from './language.ts';
import type { HomeData } from './schema/home.ts';

/** Home's words and photos (`content/home.json`), section by section. */
const home = filled<HomeData>(homeFile[siteLocale]);

export const heroText = home.hero;

export const welcomeText = home.welcome;

export const simpleBandText = home.simpleBand;

/** The Home page's products teaser: its list, and its button to the Products page. */
export const productsTeaser = home.productsTeaser;

/** The Home page's services teaser: its list, and its button to the Services page. */
export const servicesTeaser = home.servicesTeaser;

/** The stats band's title on Home. */
export const homeStatsTitle = home.stats.title;

/** The regions' title, line and the name of their row of cards (which scrolls on narrow screens). */
export const locationsSection = home.locations;

export const getInTouchText = home.getInTouch;
