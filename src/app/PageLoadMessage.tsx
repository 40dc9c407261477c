import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../components/ui/Button.tsx';
import { pageLoadErrorText } from '../content/errors.ts';
import styles from './PageLoadMessage.module.scss';

/**
 * Shown in the main area, under the site's own header and above its footer, when the page's code
 * did not arrive. Trying again is a navigation to the same place, so it downloads again exactly
 * as any next navigation would, and the page, once there, gets the usual focus and scroll.
 */
export function PageLoadMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className={styles.message}>
      <h1 className={styles.title} tabIndex={-1}>
        {pageLoadErrorText.title}
      </h1>
      <p>{pageLoadErrorText.text}</p>
      <Button
        type="button"
        onClick={() => void navigate(location, { replace: true, state: location.state })}
      >
        {pageLoadErrorText.retry}
      </Button>
    </div>
  );
}
