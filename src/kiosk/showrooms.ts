import { smsHref, telHref } from '../content/contactHrefs.ts';
import { localePath } from '../content/locales.ts';
import { chromeText } from '../content/navigation.ts';
import { regionSlug } from '../content/projects.ts';
import { regionPagesOf } from '../content/regionPages.ts';
import { siteUrl } from '../content/seo.ts';
import { derived } from '../content/siteContent.ts';
import type { Showroom } from './kioskData.ts';
import { kioskCode } from './KioskQrCode.tsx';

/**
 * The showrooms a kiosk may stand in, for its code to read (`KioskData`): each region with a page,
 * by its address's last word, with its page and the codes it hands over instead of the company's:
 * its page's, and its own number's where it has one.
 */
export const showroomsOf = derived((view): Readonly<Record<string, Showroom>> => {
  const chrome = chromeText(view);
  const company = view.words.company.phone;
  return Object.fromEntries(
    regionPagesOf(view).pages.map(({ region, path, phone }) => {
      const codes =
        phone.e164 === company.e164
          ? {}
          : {
              [telHref(company.e164)]: kioskCode(view, {
                kind: 'call',
                href: telHref(phone.e164),
                description: `${chrome.floatingCall} ${phone.display}`,
                display: phone.display,
              }),
              [smsHref(company.e164)]: kioskCode(view, {
                kind: 'text',
                href: smsHref(phone.e164),
                description: `${chrome.floatingSms} ${phone.display}`,
                display: phone.display,
              }),
            };
      const showroom: Showroom = {
        page: path,
        pageCode: kioskCode(view, {
          kind: 'showroom',
          region: region.name,
          href: siteUrl(view, localePath(view.locale, path)),
        }),
        codes,
      };
      return [regionSlug(region.name), showroom];
    }),
  );
});
