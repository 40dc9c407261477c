import { describe, expect, it } from 'vitest';
import { filledIn } from '../../content/language.ts';
import { localePath } from '../../content/locales.ts';
import { paths } from '../../content/pagePaths.ts';
import { projectPath, projectsOf } from '../../content/projects.ts';
import type { Review } from '../../content/reviews.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { renderedPage, renderedSite } from '../../test/renderedSite.ts';

// The reviews, honest by construction, as the pages show them without JavaScript: all on their
// page, newest first by date alone; the newest on Home; each project's on its page.

const en = frozenView('en');
const es = frozenView('es');
const { reviews } = en.words.reviews;
/** The frozen reviews, newest first, as the test orders them by their dates alone. */
const newestFirst = [...reviews].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

const cards = (document: Document) => [...document.querySelectorAll('main [data-review]')];
const wordsOf = (card: Element) =>
  [...(card.querySelector('blockquote')?.querySelectorAll('p') ?? [])]
    .map((paragraph) => paragraph.textContent)
    .join('\n\n');
const cardOf = (document: Document, review: Review) => {
  const found = cards(document).find((card) =>
    card.querySelector('figcaption')?.textContent?.startsWith(`${review.name},`),
  );
  if (!found) throw new Error(`No review by ${review.name}`);
  return found;
};
/** The first review of the frozen content that `test` holds of. */
const reviewWhere = (test: (review: Review) => boolean): Review => {
  const found = reviews.find(test);
  if (!found) throw new Error('The frozen content has no such review');
  return found;
};

describe('the reviews page', () => {
  const page = () => renderedPage(paths.reviews).document;

  it('holds every review, newest first, each in its customer’s words and with its source', () => {
    expect(reviews.length).toBeGreaterThan(3);
    expect(
      cards(page()).map((card) => card.querySelector('time')?.getAttribute('datetime')),
    ).toEqual(newestFirst.map((review) => review.date));
    for (const review of reviews) {
      const card = cardOf(page(), review);
      expect(wordsOf(card)).toBe(review.words);
      expect(card.querySelector('blockquote')?.getAttribute('lang')).toBe(review.lang);
      const site = en.words.reviews.sites[review.source];
      if (review.link) {
        expect(card.querySelector(`a[href="${review.link}"]`)?.textContent).toBe(
          filledIn(en.words.reviews.words.readThere, { site }),
        );
      } else expect(card.querySelector('figcaption')?.textContent).toContain(site);
    }
    expect(page().querySelector('main')?.textContent).toContain(en.words.reviews.page.all);
  });

  it('links each review to its project, and lists every site where all of them can be read', () => {
    const { projectOf } = projectsOf(en);
    const withProject = reviewWhere((review) => review.project !== undefined);
    const project = projectOf(withProject.project ?? '');
    expect(
      cardOf(page(), withProject).querySelector(
        `a[href="${projectPath(project ?? { slug: '', region: '' })}"]`,
      )?.textContent,
    ).toBe(filledIn(en.words.reviews.words.project, { project: project?.title ?? '' }));
    for (const profile of en.words.reviews.profiles) {
      expect(page().querySelector(`main a[href="${profile.link}"]`)?.textContent).toBe(
        filledIn(en.words.reviews.profilesWords.link, {
          site: en.words.reviews.sites[profile.site],
        }),
      );
    }
  });

  it('shows a rating only with its count, the day it was read and the link to its site', () => {
    const rated = en.words.reviews.profiles.filter((profile) => profile.rating);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(en.words.reviews.profiles.length);
    const ratings = [...page().querySelectorAll('[data-rating]')];
    expect(ratings).toHaveLength(rated.length);
    for (const [index, rating] of ratings.entries()) {
      const { score = 0, count = 0, read = '' } = rated[index]?.rating ?? {};
      expect(rating.textContent).toBe(
        `Rated ${score.toFixed(1)} of 5 by ${count} reviewers on ${new Intl.DateTimeFormat(
          'en-US',
          {
            dateStyle: 'long',
            timeZone: 'UTC',
          },
        ).format(new Date(`${read}T00:00Z`))}`,
      );
      expect(rating.querySelector('time')?.getAttribute('datetime')).toBe(read);
      expect(rating.closest('li')?.querySelector('a[href^="https://"]')).not.toBeNull();
    }
    // No other page shows one.
    for (const other of renderedSite.documents()) {
      if (other.address.endsWith(paths.reviews)) continue;
      expect(other.document.querySelector('[data-rating]'), other.address).toBeNull();
    }
  });

  it('says before the words a reviewer’s tie to the company, and that a sample is one', () => {
    const words = en.words.reviews.words;
    for (const review of reviews) {
      const notices = cardOf(page(), review).querySelector('ul');
      const expected = [
        ...(review.sample ? [words.sample] : []),
        ...(review.connection
          ? [filledIn(words[review.connection], { name: review.name, given: review.given ?? '' })]
          : []),
      ];
      expect(
        [...(notices?.querySelectorAll('li') ?? [])].map((notice) => notice.textContent),
      ).toEqual(expected);
      // Before the words, where a reader starts.
      if (notices) expect(cardOf(page(), review).firstElementChild).toBe(notices);
    }
    expect(reviews.some((review) => review.connection)).toBe(true);
  });

  it('keeps a customer’s words in their language, with a translation marked as one', () => {
    const spanish = renderedPage(localePath('es', paths.reviews)).document;
    // An English review that its Spanish version translates.
    const translated = reviewWhere(
      (review) =>
        review.lang === 'en' &&
        es.words.reviews.reviews[reviews.indexOf(review)]?.translation !== undefined,
    );
    const card = cardOf(spanish, translated);
    expect(card.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    expect(wordsOf(card)).toBe(translated.words);
    const translation = es.words.reviews.reviews[reviews.indexOf(translated)]?.translation;
    expect(card.querySelector('[data-review-translation]')?.textContent).toBe(
      `${es.words.reviews.words.translation}${translation}`,
    );
    // In its own language, no translation.
    const spanishWords = reviewWhere((review) => review.lang === 'es');
    expect(cardOf(spanish, spanishWords).querySelector('[data-review-translation]')).toBeNull();
    expect(cardOf(page(), spanishWords).querySelector('blockquote')?.getAttribute('lang')).toBe(
      'es',
    );
  });
});

describe('the reviews elsewhere', () => {
  it('on Home: the newest, saying which of how many, and the way to all of them', () => {
    const { home } = en.words.reviews;
    const section = renderedPage(paths.home).document.querySelector(
      'section[aria-labelledby="reviews-title"]',
    );
    expect(section?.querySelector('h2')?.textContent).toBe(home.title);
    const shown = newestFirst.slice(0, home.shown);
    expect(shown.length).toBeLessThan(reviews.length);
    expect(section?.textContent).toContain(
      filledIn(home.some, { shown: String(shown.length), count: String(reviews.length) }),
    );
    expect(
      [...(section?.querySelectorAll('[data-review] time') ?? [])].map((time) =>
        time.getAttribute('datetime'),
      ),
    ).toEqual(shown.map((review) => review.date));
    expect(section?.querySelector(`a[href="${paths.reviews}"]`)?.textContent).toBe(home.link);
  });

  it('on each project’s page: its own reviews, none linking back to it', () => {
    const { index } = projectsOf(en);
    for (const project of index) {
      const page = renderedPage(project.path).document;
      expect(
        cards(page).map(
          (card) => card.querySelector('figcaption .name, figcaption span')?.textContent,
        ),
        project.path,
      ).toEqual(
        newestFirst
          .filter((review) => review.project === project.slug)
          .map((review) => review.name),
      );
      expect(page.querySelector('[data-review] a[href^="/work/"]'), project.path).toBeNull();
    }
    // A project with reviews and one without.
    expect(index.some((project) => reviews.some((review) => review.project === project.slug))).toBe(
      true,
    );
    expect(
      index.some((project) => !reviews.some((review) => review.project === project.slug)),
    ).toBe(true);
  });
});
