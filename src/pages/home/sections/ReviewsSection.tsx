import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Section, SectionHeader } from '../../../components/ui/Section.tsx';
import { ReviewList } from '../../../components/parts/ReviewCard.tsx';
import { filledIn } from '../../../content/language.ts';
import { paths } from '../../../content/pages.ts';
import { reviewsOf } from '../../../content/reviews.ts';
import { usePage } from '../../../lib/pageContext.tsx';
import styles from './ReviewsSection.module.scss';

/**
 * The newest reviews, rising into place one after another, and the way to all of them: the
 * section says how many of how many it shows, and which (the newest), so a few never pass for
 * the whole. None while there are none.
 */
export function ReviewsSection() {
  const { all: allReviews, text } = reviewsOf(usePage());
  const { home } = text;
  if (allReviews.length === 0) return null;
  const shown = allReviews.slice(0, home.shown);
  const count = String(allReviews.length);
  const intro =
    shown.length < allReviews.length
      ? filledIn(home.some, { shown: String(shown.length), count })
      : filledIn(home.all, { count });
  return (
    <Section labelledBy="reviews-title">
      <SectionHeader id="reviews-title" title={home.title} intro={intro} center />
      <ReviewList reviews={shown} inSequence className={styles.list} />
      <p className={styles.more}>
        <ButtonLink to={paths.reviews} icon="arrow">
          {home.link}
        </ButtonLink>
      </p>
    </Section>
  );
}
