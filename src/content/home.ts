import { filled } from './company.ts';
import { derived } from './siteContent.ts';

/**
 * Home's words and photos (`content/home.json`), section by section: the hero, the welcome, the
 * BEAUTIFUL & SIMPLE band, the products' and services' teasers (each a list and a button to its
 * page), the stats band's title, the regions (their title, line and the name of their row of
 * cards, which scrolls on narrow screens) and GET IN TOUCH.
 */
export const homeText = derived((view) => filled(view, view.words.home));
