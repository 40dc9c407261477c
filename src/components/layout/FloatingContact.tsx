import { chromeText } from '../../content/navigation.ts';
import type { KioskContact } from '../../kiosk/KioskQrCode.tsx';
import { mailtoHref, smsHref, telHref } from '../../content/contactHrefs.ts';
import { derived } from '../../content/siteContent.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';
import { cx } from '../../lib/cx.ts';
import { KioskContactDock } from './KioskContactDock.tsx';
import styles from './FloatingContact.module.scss';

interface Action {
  readonly label: string;
  readonly icon: IconName;
  readonly contact: KioskContact & { readonly kind: 'call' | 'text' | 'email' };
}

/** The corner's call, text and email, each with its words and the link it stands for. */
const actionsOf = derived((view): readonly Action[] => {
  const chrome = chromeText(view);
  const { phone, email } = view.words.company;
  return [
    {
      label: chrome.floatingCall,
      icon: 'phone',
      contact: {
        kind: 'call',
        href: telHref(phone.e164),
        description: `${chrome.floatingCall} ${phone.display}`,
      },
    },
    {
      label: chrome.floatingSms,
      icon: 'message',
      contact: {
        kind: 'text',
        href: smsHref(phone.e164),
        description: `${chrome.floatingSms} ${phone.display}`,
      },
    },
    {
      label: chrome.floatingEmail,
      icon: 'mail',
      contact: {
        kind: 'email',
        href: mailtoHref(email),
        description: `${chrome.floatingEmail} ${email}`,
      },
    },
  ];
});

/**
 * Call, text and email buttons that stay in the corner of every page. On a kiosk the same corner
 * holds a button that shows them as QR codes, to take away on the visitor's own phone. Both are
 * in the page; the root's `data-kiosk`, set before the first paint, chooses which shows.
 */
export function FloatingContact() {
  const page = usePage();
  const actions = actionsOf(page);
  return (
    <>
      <WebsiteDock label={chromeText(page).floatingLabel} actions={actions} />
      <KioskContactDock contacts={actions.map(({ contact }) => contact)} />
    </>
  );
}

function WebsiteDock({ label, actions }: { label: string; actions: readonly Action[] }) {
  return (
    <aside className={cx(styles.dock, styles.websiteDock)} aria-label={label}>
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
