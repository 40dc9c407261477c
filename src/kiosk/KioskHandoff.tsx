import type { ReactNode } from 'react';
import { KioskQrCode, type KioskContact } from './KioskQrCode.tsx';
import styles from './KioskHandoff.module.scss';

interface KioskHandoffProps {
  readonly contact: KioskContact;
  /** The ordinary link, shown whenever the site is not a kiosk. */
  readonly children: ReactNode;
}

/**
 * A contact link on a website; a QR code on a kiosk, where a tel: or mailto: link leads nowhere
 * and a new tab would leave the showroom's site behind. Both are in the page, and the root's
 * `data-kiosk` (set before the first paint) chooses which shows: HTML and CSS alone.
 */
export function KioskHandoff({ contact, children }: KioskHandoffProps) {
  return (
    <>
      <span className={styles.website}>{children}</span>
      <KioskQrCode contact={contact} />
    </>
  );
}
