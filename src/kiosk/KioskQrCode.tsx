import { qrCodeFiles } from 'virtual:kiosk-qr-codes';
import { kioskText, qrCaptions } from './content/kioskText.ts';
import styles from './KioskHandoff.module.scss';

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
 * A contact as a captioned QR code, drawn by the build (build-time/kioskQrCodes.ts). In every
 * page's HTML, shown only on a kiosk (KioskHandoff.module.scss): a kiosk shows it from its first
 * paint; elsewhere the page does not fetch it, a lazy image that is not rendered (the service
 * worker keeps every code, for a kiosk that goes offline).
 */
export function KioskQrCode({ contact }: { readonly contact: KioskContact }) {
  const follow = contact.kind === 'follow';
  const caption = follow ? qrCaptions.follow(contact.network) : qrCaptions[contact.kind];
  const what = follow ? qrCaptions.followWhat(contact.network) : contact.description;
  const file = qrCodeFiles[contact.href];
  // The prerender renders every code, so a contact the build drew no code for stops the build.
  if (file === undefined) {
    throw new Error(`No QR code was drawn for ${contact.href} (build-time/kioskQrCodes.ts)`);
  }
  return (
    <figure className={styles.qr}>
      <img
        className={styles.code}
        src={file}
        alt={kioskText.qrName(what)}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
