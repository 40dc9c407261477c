import { lazy, Suspense } from 'react';
import { kioskText, qrCaptions } from './content/kioskText.ts';
import styles from './KioskHandoff.module.scss';

const QrCode = lazy(() => import('./QrCode.tsx'));

/** A contact a kiosk hands over as a QR code: the link it stands for, and what it is. */
export type KioskContact = { readonly href: string } & (
  | {
      readonly kind: 'call' | 'text' | 'email';
      /** What the code holds, in words, for its accessible name ("Phone (303) 555-0142"). */
      readonly description: string;
    }
  | { readonly kind: 'follow'; readonly network: string }
);

/**
 * A contact as a captioned QR code, in a chunk only kiosks load. The drawing's code is fetched
 * with the first code a kiosk shows; its box is held meanwhile, so the caption does not move
 * when it arrives.
 */
export function KioskQrCode({ contact }: { readonly contact: KioskContact }) {
  const follow = contact.kind === 'follow';
  const caption = follow ? qrCaptions.follow(contact.network) : qrCaptions[contact.kind];
  const what = follow ? qrCaptions.followWhat(contact.network) : contact.description;
  return (
    <figure className={styles.qr}>
      <Suspense fallback={<span className={styles.code} />}>
        <QrCode value={contact.href} name={kioskText.qrName(what)} className={styles.code} />
      </Suspense>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
