import { company } from '../../content/company.ts';
import { chromeText } from '../../content/navigation.ts';
import type { KioskContact } from '../../kiosk/KioskQrCode.tsx';
import { mailtoHref, smsHref, telHref } from '../../content/contactHrefs.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { cx } from '../../lib/cx.ts';
import { KioskContactDock } from './KioskContactDock.tsx';
import styles from './FloatingContact.module.scss';

const actions: ReadonlyArray<{
  label: string;
  icon: IconName;
  contact: KioskContact & { readonly kind: 'call' | 'text' | 'email' };
}> = [
  {
    label: chromeText.floatingCall,
    icon: 'phone',
    contact: {
      kind: 'call',
      href: telHref(),
      description: `${chromeText.floatingCall} ${company.phone.display}`,
    },
  },
  {
    label: chromeText.floatingSms,
    icon: 'message',
    contact: {
      kind: 'text',
      href: smsHref(),
      description: `${chromeText.floatingSms} ${company.phone.display}`,
    },
  },
  {
    label: chromeText.floatingEmail,
    icon: 'mail',
    contact: {
      kind: 'email',
      href: mailtoHref(),
      description: `${chromeText.floatingEmail} ${company.email}`,
    },
  },
];

const kioskContacts = actions.map(({ contact }) => contact);

/**
 * Call, text and email buttons that stay in the corner of every page. On a kiosk the same corner
 * holds a button that shows them as QR codes, to take away on the visitor's own phone. Both are
 * in the page; the root's `data-kiosk`, set before the first paint, chooses which shows.
 */
export function FloatingContact() {
  return (
    <>
      <WebsiteDock />
      <KioskContactDock contacts={kioskContacts} />
    </>
  );
}

function WebsiteDock() {
  return (
    <aside className={cx(styles.dock, styles.websiteDock)} aria-label={chromeText.floatingLabel}>
      <ul className={styles.list}>
        {actions.map(({ label, icon, contact: { href } }) => (
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
