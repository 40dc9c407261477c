import { company } from './company.ts';
import { filledIn } from './language/words.ts';
import { words } from './language/en/kiosk.ts';

/**
 * The few words kiosk mode shows. Only the kiosk's own chunks import them (its runner and its QR
 * codes), so an ordinary visit never loads them.
 */
export const kioskText = {
  touchHint: words.kiosk.touchHint,
  handoffButton: words.kiosk.handoffButton,
  handoffTitle: words.kiosk.handoffTitle,
  qrName: (what: string): string => filledIn(words.kiosk.qrName, { what }),
} as const;

/** The caption under each QR code: one per code, wherever on the page the code is shown. */
export const qrCaptions = {
  call: filledIn(words.kiosk.captions.call, { phone: company.phone.display }),
  text: filledIn(words.kiosk.captions.text, { phone: company.phone.display }),
  email: filledIn(words.kiosk.captions.email, { email: company.email }),
  follow: (network: string): string => filledIn(words.kiosk.captions.follow, { network }),
  /** What a social network's code holds, in words ("Heartwood Floors & Interiors on Instagram"). */
  followWhat: (network: string): string =>
    filledIn(words.kiosk.followWhat, { company: company.name, network }),
} as const;
