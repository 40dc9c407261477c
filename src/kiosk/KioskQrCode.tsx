import { usePage } from '../lib/pageContext.tsx';
import { kioskText } from './content/kioskText.ts';
import { handedOver, qrCodeFile } from './qrCodeFiles.ts';
import styles from './KioskHandoff.module.scss';

/** A contact a kiosk hands over as a QR code: the link it stands for, and what it is. */
export type KioskContact = { readonly href: string } & (
  | {
      readonly kind: 'call' | 'text';
      /** What the code holds, in words, for its accessible name ("Phone (303) 555-0142"). */
      readonly description: string;
      /** The number as people read it, where it is not the company's (a region's own). */
      readonly display?: string;
    }
  | { readonly kind: 'email'; readonly description: string }
  | { readonly kind: 'follow'; readonly network: string }
);

/**
 * A contact as a captioned QR code, drawn by the render (`qrCodeFile`). In every
 * page's HTML, shown only on a kiosk (KioskHandoff.module.scss): a kiosk shows it from its first
 * paint; elsewhere the page does not fetch it, a lazy image that is not rendered (the service
 * worker keeps every code, for a kiosk that goes offline).
 */
export function KioskQrCode({ contact }: { readonly contact: KioskContact }) {
  const page = usePage();
  const text = kioskText(page);
  const follow = contact.kind === 'follow';
  const caption =
    contact.kind === 'follow'
      ? text.captions.follow(contact.network)
      : contact.kind === 'email'
        ? text.captions.email
        : text.captions[contact.kind](contact.display);
  const what = follow ? text.captions.followWhat(contact.network) : contact.description;
  // The site's files hold the codes of what a kiosk hands over (`handedOver`) and no other: the
  // prerender renders every code, so a contact among none of them stops the build.
  if (!handedOver(page).includes(contact.href)) {
    throw new Error(`No QR code is drawn for ${contact.href} (src/kiosk/qrCodeFiles.ts)`);
  }
  return (
    <figure className={styles.qr}>
      <img
        className={styles.code}
        src={qrCodeFile(contact.href).path}
        alt={text.qrName(what)}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
