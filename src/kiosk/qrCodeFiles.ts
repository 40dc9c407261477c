import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { render as svgMarkup } from 'qrcode/lib/renderer/svg-tag.js';
import { mailtoHref, smsHref, telHref } from '../content/contactHrefs.ts';
import { localePath } from '../content/locales.ts';
import { regionPagesOf } from '../content/regionPages.ts';
import { siteUrl } from '../content/seo.ts';
import { derived } from '../content/siteContent.ts';

/**
 * What a kiosk hands over as QR codes: the company's phone and each region's own (to call, to
 * text), email and networks, which every language shares, and each region's page in the view's
 * language (for a kiosk in its showroom).
 */
export const handedOver = derived((view): readonly string[] => {
  const { words } = view;
  const { phone, email, social } = words.company;
  const phones = new Set([
    phone.e164,
    ...words.regions.regions.flatMap((region) => (region.phone ? [region.phone.e164] : [])),
  ]);
  return [
    ...[...phones].flatMap((number) => [telHref(number), smsHref(number)]),
    mailtoHref(email),
    ...Object.values(social),
    ...regionPagesOf(view).pages.map(({ path }) => siteUrl(view, localePath(view.locale, path))),
  ];
});

/** A QR code's file: its path from the site's root, and its drawing. */
export interface QrCodeFile {
  readonly path: string;
  readonly svg: string;
}

const drawn = new Map<string, QrCodeFile>();

/**
 * A QR code holding `value`, as an SVG file named by its bytes: drawn by the `qrcode` package's
 * own renderer (never fetched from a service), dark on an opaque light square with the 4-module
 * quiet zone scanners need, since the page behind a kiosk's code need not be white. Paths and
 * numbers only: none of `value`'s text becomes markup. Drawn by the render, once per value: the
 * pages name the file, and the site's files hold it (`siteFiles`), so every page's HTML holds
 * the kiosk's codes from the first paint and no browser encodes one.
 */
export function qrCodeFile(value: string): QrCodeFile {
  const known = drawn.get(value);
  if (known) return known;
  const svg = svgMarkup(QRCode.create(value, { errorCorrectionLevel: 'M' }), {
    margin: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  const file = { path: `/assets/qr-${hash}.svg`, svg };
  drawn.set(value, file);
  return file;
}
