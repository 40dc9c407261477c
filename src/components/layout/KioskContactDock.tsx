import { useId } from 'react';
import { kioskText } from '../../kiosk/content/kioskText.ts';
import { chromeText } from '../../content/navigation.ts';
import { KioskQrCode, type KioskContact } from '../../kiosk/KioskQrCode.tsx';
import { cx } from '../../lib/cx.ts';
import { usePage } from '../../lib/pageContext.tsx';
import { Icon } from '../ui/Icon.tsx';
import handoff from '../../kiosk/KioskHandoff.module.scss';
import styles from './FloatingContact.module.scss';

/**
 * The floating contact corner on a kiosk: a button that shows the call, text and email links as
 * QR codes, to take away on the visitor's own phone. A popover, as the phone menu is: the browser
 * opens and closes it, from the first paint, before any script has run; where the browser
 * has no Popover API the kiosk's code does (`src/kiosk/dockFallback.ts`).
 */
export function KioskContactDock({ contacts }: { readonly contacts: readonly KioskContact[] }) {
  const panelId = useId();
  const page = usePage();
  const text = kioskText(page);
  return (
    <aside
      className={cx(styles.dock, styles.kioskDock)}
      aria-label={chromeText(page).floatingLabel}
      data-kiosk-dock=""
    >
      <div id={panelId} popover="auto" className={styles.panel}>
        <h2 className={styles.panelTitle}>{text.handoffTitle}</h2>
        <ul className={styles.codes}>
          {contacts.map((contact) => (
            <li key={contact.kind}>
              <KioskQrCode contact={contact} />
            </li>
          ))}
          {/* The code of the showroom's region's page, which a kiosk in one puts here. */}
          <template data-showroom-code="">
            <li>
              <figure className={handoff.qr}>
                <img className={handoff.code} alt="" decoding="async" />
                <figcaption className={handoff.caption} />
              </figure>
            </li>
          </template>
        </ul>
      </div>
      <button type="button" className={styles.handoffButton} popoverTarget={panelId}>
        <Icon name="phone" />
        {text.handoffButton}
      </button>
    </aside>
  );
}
