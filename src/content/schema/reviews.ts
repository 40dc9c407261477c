import { z } from 'zod';
import {
  count,
  described,
  flag,
  group,
  isoDate,
  list,
  matching,
  optional,
  prose,
  sharedText,
  slugPattern,
  template,
  text,
  uniqueList,
  webAddress,
} from './fields.ts';
import { locales } from '../locales.ts';

/** The review sites a company's reviews are read on, the places a review may first have been posted. */
export const reviewSites = ['google', 'houzz', 'yelp'] as const;

/** Where a review was first posted: a review site, or sent to the company itself. */
export const reviewSources = [...reviewSites, 'direct'] as const;

/**
 * A reviewer's tie to the company that a reader must be told of, beside the review (the FTC's
 * rule on reviews, 16 CFR 465, and its Endorsement Guides): they work for it, they are family of
 * someone who does, or they were given something for the review.
 */
export const connections = ['staff', 'family', 'incentive'] as const;

const choice = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  what: string,
) => z.enum(values, { error: `must be ${what}: one of ${values.join(', ')}` });

/**
 * One review, as the customer wrote it: their words are shown in the language they wrote in and
 * never rewritten; a translation may stand beside them, marked as one.
 */
const review = group({
  words: described(sharedText(), {
    title: 'Their words',
    description:
      'Exactly as they wrote them, in their language: every language’s page shows these words.',
    multiline: true,
  }),
  lang: described(choice(locales, 'the language they wrote in'), {
    title: 'The language they wrote in',
  }),
  translation: described(optional(text()), {
    title: 'A translation into this page’s language',
    description:
      'Optional, for a review written in the other language: shown below their words, marked as our translation.',
    multiline: true,
  }),
  name: described(sharedText(), {
    title: 'Their name',
    description: 'As they agreed to show it, like Laura M.',
  }),
  town: described(sharedText(), { title: 'Their town' }),
  date: described(isoDate(), { title: 'When they wrote it' }),
  project: described(
    optional(matching(slugPattern, 'must be a project’s file name, like red-oak-kitchen-denver')),
    {
      title: 'The project it is about',
      description:
        'The project’s file name in Our work, like red-oak-kitchen-denver. Its page then shows this review.',
    },
  ),
  source: described(choice(reviewSources, 'where it was first posted'), {
    title: 'Where it was first posted',
    description: 'google, houzz or yelp, or direct for a review sent to you.',
  }),
  link: described(optional(webAddress()), {
    title: 'Its address there',
    description: 'Where it can be read on that site. Needed unless it was sent to you directly.',
  }),
  connection: described(optional(choice(connections, 'their tie to the company')), {
    title: 'Their tie to the company',
    description:
      'staff (they work for you), family (of someone who does) or incentive (given something for it). The page says so beside the review.',
  }),
  given: described(optional(text()), {
    title: 'What they were given',
    description: 'For an incentive: like a discount on their next job. Shown beside the review.',
  }),
  sample: described(optional(flag()), {
    title: 'A sample',
    description:
      'A shipped sample, marked so on the page: replace it with a customer’s own review.',
  }),
}).superRefine((entry, context) => {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (entry.source !== 'direct' && entry.link === undefined) {
    problem('link', `needs the review’s address on ${entry.source}, so a reader can check it`);
  }
  if (entry.source === 'direct' && entry.link !== undefined) {
    problem('link', 'must be empty for a review sent to you directly: it was posted nowhere');
  }
  if (entry.connection === 'incentive' && entry.given === undefined) {
    problem('given', 'needs what they were given: the page tells the reader');
  }
  if (entry.connection !== 'incentive' && entry.given !== undefined) {
    problem('given', 'is only for a reviewer given something: set their tie to incentive');
  }
});

export type Review = z.infer<typeof review>;

/**
 * The company's rating on a review site, as the site showed it on a day: all four facts, or none
 * (a score without its count, date and source says nothing a reader can check).
 */
const rating = group({
  score: described(
    z
      .number({ error: 'must be a number of stars, like 4.8' })
      .min(1, 'must be from 1 to 5 stars')
      .max(5, 'must be from 1 to 5 stars')
      .refine((score) => Number.isInteger(score * 10), 'must have one decimal at most, like 4.8'),
    { title: 'The score, out of 5', description: 'As the site shows it, like 4.8.' },
  ),
  count: described(count(1), { title: 'How many reviews it is from' }),
  read: described(isoDate(), { title: 'The day you read it there' }),
});

/** A review site where all of the company's reviews can be read, with its rating there. */
const profile = group({
  site: described(choice(reviewSites, 'a review site'), { title: 'The site' }),
  link: described(webAddress(), {
    title: 'Your page there',
    description: 'Where all your reviews on that site can be read.',
  }),
  rating: described(optional(rating), {
    title: 'Your rating there',
    description:
      'Optional: the score, how many reviews and the day you read it, as the site shows them. Never worked out from this page.',
  }),
});

const siteNames = group({
  google: text(),
  houzz: text(),
  yelp: text(),
  direct: described(text(), { title: 'Sent to us directly' }),
});

/**
 * `content/reviews.json`: every review the company shows, and where all of them can be read. The
 * site shows them all (Home the newest, saying so) and never a rating of its own making.
 */
export const reviewsSchema = described(
  group({
    reviews: described(list(review, 0), {
      title: 'Reviews',
      item: 'review',
      description:
        'Every review you show, good or not: the reviews page lists them all, newest first.',
    }),
    profiles: described(uniqueList(profile, 'site', 0), {
      title: 'Where all your reviews can be read',
      item: 'review site',
    }),
    page: group({
      eyebrow: described(text(), { title: 'Small line above the title' }),
      title: described(text(), { title: 'Page title' }),
      intro: described(prose(), { title: 'Introduction' }),
      listTitle: described(text(), { title: 'The heading of the list' }),
      all: described(prose(), {
        title: 'That the page shows every review',
        description: 'Said above the list.',
      }),
      empty: described(text(), { title: 'While there are no reviews yet' }),
    }),
    profilesWords: described(
      group({
        title: text(),
        intro: prose(),
        rating: described(template('score', 'count', 'date'), {
          title: 'A rating',
          description: 'Like: {score} out of 5 from {count} reviews, as of {date}.',
        }),
        link: described(template('site'), { title: 'The link to a site’s page' }),
      }),
      { title: 'The words of the review sites' },
    ),
    sites: described(siteNames, { title: 'The sites’ names' }),
    words: described(
      group({
        postedOn: described(template('site'), { title: 'Where it was posted' }),
        readThere: described(template('site'), { title: 'The link to it there' }),
        project: described(template('project'), { title: 'The project it is about' }),
        translation: described(text(), { title: 'Above a translation' }),
        sample: described(text(), { title: 'The mark of a sample review' }),
        staff: described(template('name'), { title: 'A reviewer who works for you' }),
        family: described(template('name'), { title: 'A reviewer who is family of your staff' }),
        incentive: described(template('name', 'given'), {
          title: 'A reviewer given something for it',
        }),
      }),
      { title: 'The words beside each review' },
    ),
    home: described(
      group({
        title: text(),
        shown: described(count(1).max(3, 'must be 3 at most: Home has room for three'), {
          title: 'How many Home shows',
          description: 'The newest ones, 1 to 3. Home says how many of how many.',
        }),
        some: described(template('shown', 'count'), {
          title: 'When Home shows some of them',
          description: 'Like: The newest {shown} of our {count} reviews.',
        }),
        all: described(template('count'), { title: 'When Home shows them all' }),
        link: described(text(), { title: 'The link to every review' }),
      }),
      { title: 'On Home' },
    ),
    onProject: described(group({ title: text() }), { title: 'On a project’s page' }),
  }).superRefine(({ reviews, profiles }, context) => {
    // The page links to each site its reviews came from, where all of them can be read.
    reviews.forEach(({ source }, index) => {
      if (source !== 'direct' && !profiles.some(({ site }) => site === source)) {
        context.addIssue({
          code: 'custom',
          path: ['reviews', index, 'source'],
          message: `needs ${source} in the sites where all your reviews can be read, with your page there`,
        });
      }
    });
  }),
  {
    title: 'Reviews',
    description:
      'Your customers’ reviews, where to read them all, and your rating on review sites.',
  },
);

export type ReviewsData = z.infer<typeof reviewsSchema>;

/** A review site where all of the company's reviews can be read, and its rating there, if read. */
export type ReviewProfile = ReviewsData['profiles'][number];
