import { useEffect } from 'react';
import { Button, ButtonLink } from '../components/ui/Button.tsx';
import { company } from '../content/company.ts';
import { routeErrorText } from '../content/errors.ts';
import { mainContentId } from '../content/paths.ts';
import { paths } from '../content/pages.ts';
import { errorPageMeta } from '../content/seo.ts';
import styles from './RouteError.module.scss';

/**
 * The branded page shown instead of a blank screen when rendering fails. It replaces the whole
 * layout, so it carries its own way home.
 */
export function RouteError() {
  useEffect(() => {
    document.title = errorPageMeta.title;
  }, []);

  return (
    <main className={styles.page} id={mainContentId}>
      <div className={styles.card} role="alert">
        <p className={styles.brand}>{company.name}</p>
        <h1 className={styles.title}>{routeErrorText.title}</h1>
        <p>{routeErrorText.text}</p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => window.location.reload()}>
            {routeErrorText.retry}
          </Button>
          {/* Full document loads, because the app's own state is what failed. */}
          <ButtonLink to={paths.home} reloadDocument>
            {routeErrorText.link}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
