import type { Translation } from '../translation.ts';

/**
 * A kiosk's words: its hint, its QR panel and the codes' captions. English; the Spanish build reads
 * `../es/kiosk.ts` in this module's place (`build-time/siteLanguage.ts`).
 */
export const words = {
  kiosk: {
    touchHint: 'Touch the screen to explore',
    handoffButton: 'Contact QR codes',
    handoffTitle: 'Take our contact with you',
    qrName: 'QR code: {what}',
    /** What a social network's code holds, for its accessible name. */
    followWhat: '{company} on {network}',
    /** The caption under each QR code: one per code, wherever on the page the code is shown. */
    captions: {
      call: 'Scan to call {phone}',
      text: 'Scan to text {phone}',
      email: 'Scan to email {email}',
      follow: 'Scan for {network}',
    },
  },
} as const;

/** What the Spanish (and any other) version must hold: every key, list and list length. */
export type Words = Translation<typeof words>;
