import type { ReactNode } from 'react';
import { OutboundLink } from '../../components/ui/OutboundLink.tsx';
import { Section } from '../../components/ui/Section.tsx';
import { PageHero } from '../../components/parts/PageHero.tsx';
import { ReviewList } from '../../components/parts/ReviewCard.tsx';
import { filledIn, intlLocales } from '../../content/language.ts';
import { reviewsOf } from '../../content/reviews.ts';
import type { ReviewProfile } from '../../content/schema/reviews.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Reveal } from '../../motion/Reveal.tsx';
import styles from './ReviewsPage.module.scss';

/** A template's text with elements in place of its `{names}`: "<b>4.8</b> out of 5, …". */
function filledWith(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template
    .split(/\{(\w+)\}/u)
    .map((part, index) => (index % 2 === 1 ? (values[part] ?? `{${part}}`) : part));
}

/**
 * The company's rating on a review site, as the owner read it there: the score with how many
 * reviews it is from, the day it was read and (below it) the link to them all; never a figure
 * of the site's own.
 */
function Rating({ rating }: { rating: NonNullable<ReviewProfile['rating']> }) {
  const page = usePage();
  const { text, score, longDate } = reviewsOf(page);
  const countFormat = new Intl.NumberFormat(intlLocales[page.locale]);
  const parts = filledWith(text.profilesWords.rating, {
    score: (
      <strong key="score" className={styles.score}>
        {score(rating.score)}
      </strong>
    ),
    count: countFormat.format(rating.count),
    date: (
      <time key="date" dateTime={rating.read}>
        {longDate(rating.read)}
      </time>
    ),
  });
  return (
    <p className={styles.rating} data-rating="">
      {parts}
    </p>
  );
}

/**
 * Every review of `content/reviews.json`, newest first, and the review sites where all of the
 * company's reviews can be read, each with its rating there as the owner read it. The page says
 * that it shows every review; nothing here picks, ranks or averages them.
 */
export default function ReviewsPage() {
  const { text, profiles: reviewProfiles, all: allReviews } = reviewsOf(usePage());
  const { page, profilesWords, sites } = text;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      {reviewProfiles.length > 0 && (
        <Section labelledBy="review-sites" tone="warm">
          <div className={styles.sitesHeader}>
            <h2 id="review-sites" className={styles.sitesTitle}>
              {profilesWords.title}
            </h2>
            <p>{profilesWords.intro}</p>
          </div>
          <ul className={styles.sites}>
            {reviewProfiles.map((profile, index) => (
              <Reveal as="li" key={profile.site} index={index} className={styles.site}>
                <h3 className={styles.siteName}>{sites[profile.site]}</h3>
                {profile.rating && <Rating rating={profile.rating} />}
                <p className={styles.siteLink}>
                  <OutboundLink href={profile.link}>
                    {filledIn(profilesWords.link, { site: sites[profile.site] })}
                  </OutboundLink>
                </p>
              </Reveal>
            ))}
          </ul>
        </Section>
      )}
      <Section labelledBy="every-review">
        <div className={styles.listHeader}>
          <h2 id="every-review" className={styles.listTitle}>
            {page.listTitle}
          </h2>
          <p className={styles.all}>{allReviews.length > 0 ? page.all : page.empty}</p>
        </div>
        {allReviews.length > 0 && (
          <ReviewList reviews={allReviews} ordered className={styles.list} />
        )}
      </Section>
    </>
  );
}
