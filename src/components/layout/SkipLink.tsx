import { chromeText } from '../../content/navigation';
import { mainContentId } from '../../content/paths';
import styles from './SkipLink.module.scss';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${mainContentId}`}>
      {chromeText.skipLink}
    </a>
  );
}
