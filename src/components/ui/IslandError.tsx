import { Button, ButtonLink } from './Button.tsx';
import { company } from '../../content/company.ts';
import { routeErrorText } from '../../content/errors.ts';
import { paths } from '../../content/pages.ts';
import styles from './IslandError.module.scss';

/**
 * The branded notice shown in an island's place when its code fails as it runs, instead of a
 * hole in the page: what happened, a reload, and the way home.
 */
export function IslandError() {
  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <p className={styles.brand}>{company.name}</p>
        <h1 className={styles.title}>{routeErrorText.title}</h1>
        <p>{routeErrorText.text}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {routeErrorText.retry}
          </Button>
          <ButtonLink to={paths.home}>{routeErrorText.link}</ButtonLink>
        </div>
      </div>
    </div>
  );
}
