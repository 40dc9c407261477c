import { ButtonLink } from '../../components/ui/Button.tsx';
import { notFoundText } from '../../content/notFound.ts';
import { paths } from '../../content/pages.ts';
import styles from './NotFoundPage.module.scss';

/**
 * Any path without a page. The page's script logs the attempted path for whoever looks at the
 * console (`data-not-found-log`); it is not shown, so the prerendered 404.html matches whatever
 * URL it is served for.
 */
export default function NotFoundPage() {
  return (
    <div className={styles.page} data-not-found-log={notFoundText.logLabel}>
      <div className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {notFoundText.code}
        </p>
        <h1 className={styles.title}>{notFoundText.title}</h1>
        <p className={styles.text}>{notFoundText.text}</p>
        <ButtonLink to={paths.home} icon="arrow">
          {notFoundText.link}
        </ButtonLink>
      </div>
    </div>
  );
}
