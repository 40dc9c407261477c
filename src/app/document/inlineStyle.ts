import { statsOf } from '../../content/stats.ts';
import type { ContentView } from '../../content/siteContent.ts';

/**
 * The pages' opt-in to cross-document view transitions (the fade between pages, whose animations
 * are in styles/_motion.scss), inline in every page's head rather than in the stylesheet.
 *
 * Chromium decides whether the arriving page plays the transition at its first frame, from the
 * rules it last took in, and it takes in a stylesheet's rules only at the next style update. When
 * the stylesheet arrives just before that first frame, as on a busy machine, the opt-in is not
 * yet among them and the new page appears without the fade: 6 navigations in 24 under two CPU
 * burners, 0 in 24 with the rule inline, which the parser has taken in before the body begins.
 */
export const viewTransitionOptIn = '@view-transition{navigation:auto}';

/**
 * The numbers the stats' counters count to (the owner's record in `content/company.json`): each
 * counter's scroll-driven count ends at its own number (`styles/_motion.scss`), and no browser
 * but the newest can read a number for an animation out of an attribute. They are content, so
 * the page carries them beside the opt-in rather than the stylesheet, which holds no content.
 */
export const counterTargets = (values: readonly number[]): string =>
  [...new Set(values)].map((value) => `[data-count="${value}"]{--count-to:${value}}`).join('');

/**
 * A page's one inline style, the same on every page of a content: the opt-in and the counters'
 * targets. The Content-Security-Policy allows it by its hash, and no other.
 */
export const inlineStyle = (view: ContentView): string =>
  viewTransitionOptIn + counterTargets(statsOf(view).map((stat) => stat.value));
