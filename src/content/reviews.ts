import { filled } from './company.ts';
import { intlLocales } from './language.ts';
import type { Review } from './schema/reviews.ts';
import { derived } from './siteContent.ts';

export type { Review };

/**
 * The reviews in the view's language (`content/reviews.json`): the words around them, with their
 * `{facts}` filled in; the review sites where all of the company's reviews can be read, in the
 * owner's order; and every review, newest first. The reviews themselves are not filled: a
 * customer's words are shown as they wrote them. A sort keeps reviews of one day in the file's
 * order: the order is the dates', so no review is placed ahead of another for what it says.
 */
export const reviewsOf = derived((view) => {
  const data = view.words.reviews;
  const dateFormat = new Intl.DateTimeFormat(intlLocales[view.locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const scoreFormat = new Intl.NumberFormat(intlLocales[view.locale], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const all: readonly Review[] = [...data.reviews].sort((a, b) => b.date.localeCompare(a.date));
  return {
    text: filled(view, {
      page: data.page,
      profilesWords: data.profilesWords,
      sites: data.sites,
      words: data.words,
      home: data.home,
      onProject: data.onProject,
    }),
    profiles: data.profiles,
    all,
    /** The reviews of one project (by its file's name), newest first. */
    ofProject: (project: string): readonly Review[] =>
      all.filter((review) => review.project === project),
    /** A day (`2026-10-02`) as the language writes it: "October 2, 2026". */
    longDate: (day: string): string => dateFormat.format(new Date(`${day}T00:00Z`)),
    /** A rating's score as the language writes it: 4.8, 4,8. */
    score: (value: number): string => scoreFormat.format(value),
  };
});
