import reviewsFile from '../../../../content/reviews.json' with { type: 'json' };
import { filled } from '../../../content/company.ts';
import { intlLocales, siteLocale } from '../../../content/language.ts';
import type { Review, ReviewsData } from './schema.ts';

const data = reviewsFile[siteLocale] as ReviewsData;

/**
 * The words around the reviews, in this build's language, with their `{facts}` filled in. The
 * reviews themselves are not filled: a customer's words are shown as they wrote them.
 */
export const reviewsText = filled({
  page: data.page,
  profilesWords: data.profilesWords,
  sites: data.sites,
  words: data.words,
  home: data.home,
  onProject: data.onProject,
});

/** The review sites where all of the company's reviews can be read, in the owner's order. */
export const reviewProfiles = data.profiles;

/**
 * Every review, newest first (a sort keeps reviews of one day in the file's order): the order is
 * the dates', so no review is placed ahead of another for what it says.
 */
export const allReviews: readonly Review[] = [...data.reviews].sort((a, b) =>
  b.date.localeCompare(a.date),
);

/** The reviews of one project (by its file's name), newest first. */
export const reviewsOf = (project: string): readonly Review[] =>
  allReviews.filter((review) => review.project === project);

const dateFormat = new Intl.DateTimeFormat(intlLocales[siteLocale], {
  dateStyle: 'long',
  timeZone: 'UTC',
});

/** A day (`2026-10-02`) as this language writes it: "October 2, 2026". */
export const longDate = (day: string): string => dateFormat.format(new Date(`${day}T00:00Z`));

const scoreFormat = new Intl.NumberFormat(intlLocales[siteLocale], {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A rating's score as this language writes it: 4.8, 4,8. */
export const score = (value: number): string => scoreFormat.format(value);
