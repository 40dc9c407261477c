import { Link } from 'react-router-dom';
import { filledIn } from '../../content/language.ts';
import { projectPath, projectsOf } from '../../content/projects.ts';
import { reviewsOf, type Review } from '../../content/reviews.ts';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Reveal } from '../../motion/Reveal.tsx';
import { OutboundLink } from '../ui/OutboundLink.tsx';
import styles from './ReviewCard.module.scss';

interface ReviewCardProps {
  readonly review: Review;
  /** Leaves out the link to its project: the card is on that project's page. */
  readonly onItsProject?: boolean;
  readonly className?: string;
}

/**
 * One review as the customer wrote it, in their language (marked with `lang`), with our
 * translation below it when the page is in the other language; who wrote it, where and when;
 * where it was first posted, with the link to read it there; the project it is about; and,
 * before the words, what a reader must know first: that it is a sample, or the reviewer's tie to
 * the company.
 */
export function ReviewCard({ review, onItsProject = false, className }: ReviewCardProps) {
  const page = usePage();
  const { text, longDate } = reviewsOf(page);
  const { words, sites } = text;
  const project =
    review.project && !onItsProject ? projectsOf(page).projectOf(review.project) : undefined;
  // The reviewer's tie to the company, in words, or nothing when they have none to declare.
  const tie =
    review.connection &&
    filledIn(words[review.connection], { name: review.name, given: review.given ?? '' });
  const translation = review.lang === page.locale ? undefined : review.translation;
  const site = sites[review.source];
  return (
    <figure className={cx(styles.card, className)} data-review="">
      {(review.sample || tie) && (
        <ul className={styles.notices}>
          {review.sample && <li className={styles.sample}>{words.sample}</li>}
          {tie && (
            <li className={styles.tie} data-review-tie={review.connection}>
              {tie}
            </li>
          )}
        </ul>
      )}
      <blockquote className={styles.words} lang={review.lang}>
        {review.words.split(/\n\s*\n/u).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {translation && (
        <div className={styles.translation} data-review-translation="">
          <p className={styles.translationLabel}>{words.translation}</p>
          <p>{translation}</p>
        </div>
      )}
      <figcaption className={styles.by}>
        <p>
          <span className={styles.name}>{review.name}</span>, {review.town},{' '}
          <time dateTime={review.date}>{longDate(review.date)}</time>
        </p>
        <p>
          {review.link ? (
            <OutboundLink href={review.link} onKiosk={filledIn(words.postedOn, { site })}>
              {filledIn(words.readThere, { site })}
            </OutboundLink>
          ) : (
            site
          )}
        </p>
        {project && (
          <p>
            <Link to={projectPath(project)} className={styles.project}>
              {filledIn(words.project, { project: project.title })}
            </Link>
          </p>
        )}
      </figcaption>
    </figure>
  );
}

interface ReviewListProps {
  readonly reviews: readonly Review[];
  /** An ordered list: the reviews page's, whose order (newest first) it states. */
  readonly ordered?: boolean;
  /** The cards rise one after another, as a row that enters together. */
  readonly inSequence?: boolean;
  readonly onItsProject?: boolean;
  readonly className?: string;
}

/**
 * Reviews as cards that rise into place as they scroll in: on the reviews page, on Home and on a
 * project's page. Keyed by place: the list is the build's and never changes in the browser, and
 * one customer may post two reviews on one day.
 */
export function ReviewList({
  reviews,
  ordered = false,
  inSequence = false,
  onItsProject = false,
  className,
}: ReviewListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {reviews.map((review, index) => (
        <Reveal as="li" key={index} index={inSequence ? index : 0}>
          <ReviewCard review={review} onItsProject={onItsProject} />
        </Reveal>
      ))}
    </List>
  );
}
