import kioskFile from '../../../content/kiosk.json' with { type: 'json' };
import { company } from '../../content/company.ts';
import { filledIn, siteLocale } from '../../content/language.ts';

/** A kiosk's words (`content/kiosk.json`). */
const words = kioskFile[siteLocale];

/**
 * The few words kiosk mode shows. Its QR codes and their captions are in every page, shown only
 * on a kiosk (KioskHandoff), so that a kiosk shows them from its first paint.
 */
export const kioskText = {
  touchHint: words.touchHint,
  handoffButton: words.handoffButton,
  handoffTitle: words.handoffTitle,
  qrName: (what: string): string => filledIn(words.qrName, { what }),
} as const;

/** The caption under each QR code: one per code, wherever on the page the code is shown. */
export const qrCaptions = {
  call: filledIn(words.captions.call, { phone: company.phone.display }),
  text: filledIn(words.captions.text, { phone: company.phone.display }),
  email: filledIn(words.captions.email, { email: company.email }),
  follow: (network: string): string => filledIn(words.captions.follow, { network }),
  /** What a social network's code holds, in words ("Heartwood Floors & Interiors on Instagram"). */
  followWhat: (network: string): string =>
    filledIn(words.followWhat, { company: company.name, network }),
} as const;
