import { hashSource } from './hashSource.ts';

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
export const viewTransitionOptIn = (): string => '@view-transition{navigation:auto}';

/** The opt-in's hash, as the Content-Security-Policy allows it (and no other inline style). */
export const viewTransitionOptInSource = (): string => hashSource(viewTransitionOptIn());
