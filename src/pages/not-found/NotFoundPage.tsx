import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { notFoundText } from '../../content/notFound.ts';
import { paths } from '../../content/pages.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './NotFoundPage.module.scss';

/**
 * Any path without a page. The page's script logs the attempted path for whoever looks at the
 * console (`data-not-found-log`); it is not shown, so the prerendered 404.html matches whatever
 * URL it is served for.
 */
export default function NotFoundPage() {
  const text = notFoundText(usePage());
  return (
    <div className={styles.page} data-not-found-log={text.logLabel}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {text.code}
        </p>
        <h1 className={styles.title}>{text.title}</h1>
        <p className={styles.text}>{text.text}</p>
        <ButtonLink to={paths.home} icon="arrow">
          {text.link}
        </ButtonLink>
      </div>
    </div>
  );
}
