import { useId, useState } from 'react';
import { company } from '../../content/company.ts';
import { kioskText, qrCaptions } from '../../content/kiosk.ts';
import { chromeText } from '../../content/navigation.ts';
import { KioskQrCode } from '../../kiosk/KioskHandoff.tsx';
import { useKiosk } from '../../kiosk/KioskProvider.tsx';
import { mailtoHref, smsHref, telHref } from '../../lib/contactHrefs.ts';
import { cx } from '../../lib/cx.ts';
import { Icon, type IconName } from '../ui/Icon.tsx';
import styles from './FloatingContact.module.scss';

const actions: ReadonlyArray<{
  label: string;
  href: string;
  icon: IconName;
  caption: string;
  description: string;
}> = [
  {
    label: chromeText.floatingCall,
    href: telHref(),
    icon: 'phone',
    caption: qrCaptions.call,
    description: `${chromeText.floatingCall} ${company.phone.display}`,
  },
  {
    label: chromeText.floatingSms,
    href: smsHref(),
    icon: 'message',
    caption: qrCaptions.text,
    description: `${chromeText.floatingSms} ${company.phone.display}`,
  },
  {
    label: chromeText.floatingEmail,
    href: mailtoHref(),
    icon: 'mail',
    caption: qrCaptions.email,
    description: `${chromeText.floatingEmail} ${company.email}`,
  },
];

/**
 * Call, text and email buttons that stay in the corner of every page. On a kiosk the same corner
 * holds a button that shows them as QR codes, to take away on the visitor's own phone.
 */
export function FloatingContact() {
  const kiosk = useKiosk();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (kiosk) {
    return (
      <aside className={cx(styles.dock, styles.kioskDock)} aria-label={chromeText.floatingLabel}>
        <div id={panelId} className={styles.panel} hidden={!open}>
          <h2 className={styles.panelTitle}>{kioskText.handoffTitle}</h2>
          <ul className={styles.codes}>
            {actions.map(({ href, icon, caption, description }) => (
              <li key={icon}>
                <KioskQrCode href={href} caption={caption} description={description} />
              </li>
            ))}
          </ul>
        </div>
        <button
          type="button"
          className={styles.handoffButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon name="phone" />
          {kioskText.handoffButton}
        </button>
      </aside>
    );
  }

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
