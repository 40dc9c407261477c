import type { IslandErrorText } from '../../content/errors.ts';
import styles from './IslandError.module.scss';

/**
 * What an island shows in its own place when its code fails as it runs, instead of a hole in the
 * page: that something went wrong, and a reload. A line of the page, not a page: no heading of
 * its own, and the rest of the page goes on working.
 */
export function IslandError({ text }: { readonly text: IslandErrorText }) {
  return (
    <p className={styles.notice} role="alert">
      <strong>{text.title}</strong> {text.text}{' '}
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        {text.retry}
      </button>
    </p>
  );
}
