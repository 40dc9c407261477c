import { filledIn } from '../../content/language.ts';
import { derived } from '../../content/siteContent.ts';

/**
 * The few words kiosk mode shows (`content/kiosk.json`), and the caption under each QR code: one
 * per code, wherever on the page the code is shown. Its QR codes and their captions are in every
 * page, shown only on a kiosk (KioskHandoff), so that a kiosk shows them from its first paint.
 */
export const kioskText = derived(({ words }) => {
  const kiosk = words.kiosk;
  const { name, phone, email } = words.company;
  return {
    touchHint: kiosk.touchHint,
    handoffButton: kiosk.handoffButton,
    handoffTitle: kiosk.handoffTitle,
    qrName: (what: string): string => filledIn(kiosk.qrName, { what }),
    captions: {
      /** A number's caption: the company's, or `display`, a region's own (as people read it). */
      call: (display = phone.display): string => filledIn(kiosk.captions.call, { phone: display }),
      text: (display = phone.display): string => filledIn(kiosk.captions.text, { phone: display }),
      email: filledIn(kiosk.captions.email, { email }),
      follow: (network: string): string => filledIn(kiosk.captions.follow, { network }),
      showroom: (region: string): string => filledIn(kiosk.captions.showroom, { region }),
      /** What a social network's code holds, in words ("Heartwood Floors & Interiors on Instagram"). */
      followWhat: (network: string): string =>
        filledIn(kiosk.followWhat, { company: name, network }),
    },
  };
});
