import { lazy, Suspense, type ReactNode } from 'react';
import { kioskText } from '../content/kiosk.ts';
import { useKiosk } from './KioskProvider.tsx';
import styles from './KioskHandoff.module.scss';

const QrCode = lazy(() => import('./QrCode.tsx'));

interface KioskQrCodeProps {
  /** The tel:, sms:, mailto: or web address the link would open. */
  readonly href: string;
  /** What it is for, as the visitor reads it ("Scan to call", "Scan for Instagram"). */
  readonly caption: string;
  /** What the QR code holds, in words, for its accessible name. */
  readonly description: string;
}

/**
 * A contact as a captioned QR code. The drawing's code is fetched with the first code a kiosk
 * shows; its box is held meanwhile, so nothing moves when it arrives.
 */
export function KioskQrCode({ href, caption, description }: KioskQrCodeProps) {
  return (
    <figure className={styles.qr}>
      <Suspense fallback={<span className={styles.code} />}>
        <QrCode value={href} name={kioskText.qrName(description)} className={styles.code} />
      </Suspense>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

interface KioskHandoffProps extends KioskQrCodeProps {
  /** The ordinary link, shown whenever the site is not a kiosk. */
  readonly children: ReactNode;
}

/**
 * A contact link on a website; a QR code on a kiosk, where a tel: or mailto: link leads nowhere
 * and a new tab would leave the showroom's site behind.
 */
export function KioskHandoff({ children, ...code }: KioskHandoffProps) {
  return useKiosk() ? <KioskQrCode {...code} /> : children;
}
