import { chromeText } from '../../content/navigation.ts';
import { mainContentId } from '../../content/paths.ts';
import { usePage } from '../../lib/pageContext.tsx';
import styles from './SkipLink.module.scss';

export function SkipLink() {
  const { skipLink } = chromeText(usePage());
  return (
    <a className={styles.skip} href={`#${mainContentId}`}>
      {skipLink}
    </a>
  );
}
