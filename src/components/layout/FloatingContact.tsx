import { chromeText } from '../../content/navigation.ts';
import { mailtoHref, smsHref, telHref } from '../../lib/contactHrefs.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import styles from './FloatingContact.module.scss';

const actions: ReadonlyArray<{ label: string; href: string; icon: IconName }> = [
  { label: chromeText.floatingCall, href: telHref(), icon: 'phone' },
  { label: chromeText.floatingSms, href: smsHref(), icon: 'message' },
  { label: chromeText.floatingEmail, href: mailtoHref(), icon: 'mail' },
];

/** Call, text and email buttons that stay in the corner of every page. */
export function FloatingContact() {
  return (
    <aside className={styles.dock} aria-label={chromeText.floatingLabel}>
      <ul className={styles.list}>
        {actions.map(({ label, href, icon }) => (
          <li key={icon}>
            <a className={styles.button} href={href} aria-label={label} title={label}>
              <Icon name={icon} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
