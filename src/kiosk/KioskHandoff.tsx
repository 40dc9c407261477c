import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../lib/preloadable.tsx';
import type { KioskContact } from './KioskQrCode.tsx';
import styles from './KioskHandoff.module.scss';

// The code's own chunk, outside the page's first JavaScript: its prerendered HTML is in place
// (and shows on a kiosk) while the chunk comes, which React then hydrates.
const KioskQrCode = preloadable(() =>
  import('./KioskQrCode.tsx').then((module) => module.KioskQrCode),
);

interface KioskHandoffProps {
  readonly contact: KioskContact;
  /** The ordinary link, shown whenever the site is not a kiosk. */
  readonly children: ReactNode;
}

/**
 * A contact link on a website; a QR code on a kiosk, where a tel: or mailto: link leads nowhere
 * and a new tab would leave the showroom's site behind. Both are in the page, and the root's
 * `data-kiosk` (set before the first paint) chooses which shows: a kiosk shows its codes before
 * its code has arrived, and nothing changes when it does.
 */
export function KioskHandoff({ contact, children }: KioskHandoffProps) {
  return (
    <>
      <span className={styles.website}>{children}</span>
      <Suspense>
        <KioskQrCode contact={contact} />
      </Suspense>
    </>
  );
}
