import { contactText } from '../../content/contact.ts';
import { filledIn } from '../../content/language.ts';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './VisitNote.module.scss';

/**
 * How long a first visit to measure takes (the owner's setting), and where the owner keeps an
 * online calendar, the way to it: a plain link in a new tab, so none of the calendar's code runs
 * on the site's pages. A kiosk shows no link out of the showroom's site.
 */
export function VisitNote({ className }: { readonly className?: string }) {
  const page = usePage();
  const { visits } = page.settings;
  const visitWords = contactText(page).visits;
  return (
    <div className={cx(styles.visit, className)}>
      <p>{filledIn(visitWords.length, { minutes: String(visits.firstVisitMinutes) })}</p>
      {visits.bookingUrl && (
        <p className={styles.website}>
          <a
            href={visits.bookingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.book}
          >
            {visitWords.book}
            <span className="visually-hidden"> {visitWords.newTab}</span>
          </a>
        </p>
      )}
    </div>
  );
}
