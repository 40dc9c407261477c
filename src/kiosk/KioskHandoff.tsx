import { lazy, Suspense, type ReactNode } from 'react';
import type { KioskContact } from './KioskQrCode.tsx';
import { useKiosk } from './KioskProvider.tsx';
import styles from './KioskHandoff.module.scss';

// Only kiosks load the codes and the kiosk's words.
const KioskQrCode = lazy(() =>
  import('./KioskQrCode.tsx').then((module) => ({ default: module.KioskQrCode })),
);

interface KioskHandoffProps {
  readonly contact: KioskContact;
  /** The ordinary link, shown whenever the site is not a kiosk. */
  readonly children: ReactNode;
}

/**
 * A contact link on a website; a QR code on a kiosk, where a tel: or mailto: link leads nowhere
 * and a new tab would leave the showroom's site behind.
 */
export function KioskHandoff({ contact, children }: KioskHandoffProps) {
  return useKiosk() ? (
    <Suspense fallback={<span className={styles.code} />}>
      <KioskQrCode contact={contact} />
    </Suspense>
  ) : (
    children
  );
}
