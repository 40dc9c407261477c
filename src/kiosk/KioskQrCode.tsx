import type { ContentView } from '../content/siteContent.ts';
import { usePage } from '../lib/pageContext.tsx';
import { kioskText } from './content/kioskText.ts';
import type { KioskCode } from './kioskData.ts';
import { handedOver, qrCodeFile } from './qrCodeFiles.ts';
import styles from './KioskHandoff.module.scss';

/** A contact a kiosk hands over as a QR code: the link it stands for, and what it is. */
export type KioskContact = { readonly href: string } & (
  | {
      readonly kind: 'call' | 'text';
      /** What the code holds, in words, for its accessible name ("Phone (303) 555-0142"). */
      readonly description: string;
      /** The number as people read it, for its caption; the company's when left out. */
      readonly display?: string;
    }
  | { readonly kind: 'email'; readonly description: string }
  | { readonly kind: 'follow'; readonly network: string }
  /** A region's page, for a kiosk in its showroom. */
  | { readonly kind: 'showroom'; readonly region: string }
);

/**
 * A contact's code as a kiosk shows it: its file (drawn by the render, `qrCodeFile`), its
 * accessible name and its caption, in the page's language.
 */
export function kioskCode(view: ContentView, contact: KioskContact): KioskCode {
  const text = kioskText(view);
  const { name } = view.words.company;
  const [caption, what] =
    contact.kind === 'follow'
      ? [text.captions.follow(contact.network), text.captions.followWhat(contact.network)]
      : contact.kind === 'showroom'
        ? [text.captions.showroom(contact.region), `${name}, ${contact.region}`]
        : contact.kind === 'email'
          ? [text.captions.email, contact.description]
          : [text.captions[contact.kind](contact.display), contact.description];
  // The site's files hold the codes of what a kiosk hands over (`handedOver`) and no other: the
  // prerender renders every code, so a contact among none of them stops the build.
  if (!handedOver(view).includes(contact.href)) {
    throw new Error(`No QR code is drawn for ${contact.href} (src/kiosk/qrCodeFiles.ts)`);
  }
  return {
    href: contact.href,
    src: qrCodeFile(contact.href).path,
    alt: text.qrName(what),
    caption,
  };
}

/**
 * A contact as a captioned QR code. In every page's HTML, shown only on a kiosk
 * (KioskHandoff.module.scss): a kiosk shows it from its first paint; elsewhere the page does not
 * fetch it, a lazy image that is not rendered (the service worker keeps every code, for a kiosk
 * that goes offline).
 */
export function KioskQrCode({ contact }: { readonly contact: KioskContact }) {
  const { href, src, alt, caption } = kioskCode(usePage(), contact);
  return (
    <figure className={styles.qr}>
      <img
        className={styles.code}
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        // What it holds: a kiosk draws a text's again with the visitor's question, and puts its
        // showroom's number in place of the company's (src/lib/textUs.ts, src/kiosk/showroom.ts).
        data-code-of={href}
      />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
