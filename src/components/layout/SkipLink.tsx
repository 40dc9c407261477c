import { chromeText } from '../../content/navigation.ts';
import { mainContentId } from '../../content/paths.ts';
import styles from './SkipLink.module.scss';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${mainContentId}`}>
      {chromeText.skipLink}
    </a>
  );
}
