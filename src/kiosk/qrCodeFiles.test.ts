// @vitest-environment node
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailtoHref, smsHref, telHref } from '../content/contactHrefs.ts';
import { regionPagesOf } from '../content/regionPages.ts';
import { siteUrl } from '../content/seo.ts';
import { textCode } from '../content/textUs.ts';
import { drawQrCode } from '../lib/drawQrCode.ts';
import { frozenView } from '../test/frozenContent.ts';
import { handedOver, qrCodeFile } from './qrCodeFiles.ts';

/**
 * The test reads the code the way a phone would: a real SVG renderer (librsvg, through sharp) paints
 * the file the build writes into pixels, and a real decoder (jsQR) reads them. Nothing here knows how
 * the code is drawn, so a drawing a scanner cannot read back exactly (modules shifted beyond what
 * error correction recovers, a missing quiet zone, a code for another value) fails.
 */

/** Pixels per module of the code. */
const scale = 8;

/** The light margin, in modules, that the QR code standard asks for on every side. */
const quietZoneModules = 4;

/**
 * The SVG file `svg` painted into RGBA pixels, `scale` per unit of its viewBox. Pixels start
 * transparent, which a decoder reads as black: the light background and quiet zone have to be
 * drawn by the code itself, since the page behind a kiosk's code need not be white.
 */
async function rasterize(
  svg: string,
): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const [, , boxWidth = NaN] = (/viewBox="([^"]*)"/.exec(svg)?.[1] ?? '')
    .split(/[\s,]+/)
    .map(Number);
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(Math.round(boxWidth * scale))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
}

/**
 * What a scanner reads from the drawn code, whether the code stands upright as encoded, and how
 * many light modules surround it.
 */
async function scan(
  svg: string,
): Promise<{ text: string | undefined; upright: boolean; quietZone: number }> {
  const { data, width, height } = await rasterize(svg);
  // The codes are dark on light: a decoder that also tried the inverse could pass a wrong drawing.
  const code = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
  if (code === null) return { text: undefined, upright: false, quietZone: 0 };

  // jsQR also reads a turned or mirrored code (as phones do), so a drawing counting x or y from the
  // wrong side would still decode: the finder patterns must sit top left, top right and bottom
  // left. (A mirror across the diagonal, x and y swapped, leaves them there; jsQR reads that too,
  // as a phone would, and this test cannot tell it from the upright code.)
  const {
    topLeftFinderPattern: topLeft,
    topRightFinderPattern,
    bottomLeftFinderPattern,
  } = code.location;
  const upright =
    topRightFinderPattern.x > topLeft.x &&
    Math.abs(topRightFinderPattern.y - topLeft.y) < 1 &&
    bottomLeftFinderPattern.y > topLeft.y &&
    Math.abs(bottomLeftFinderPattern.x - topLeft.x) < 1;

  // The dark pixels' bounds, and from the code's version its size in modules, give the module's
  // size in pixels and so the light margin in modules on the narrowest side.
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let i = 0; i < width * height; i += 1) {
    const luminance =
      0.2126 * (data[i * 4] ?? 0) +
      0.7152 * (data[i * 4 + 1] ?? 0) +
      0.0722 * (data[i * 4 + 2] ?? 0);
    if (luminance < 128) {
      const [x, y] = [i % width, Math.floor(i / width)];
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  const modulePixels = (right - left + 1) / (17 + 4 * code.version);
  const margin = Math.min(left, top, width - 1 - right, height - 1 - bottom);
  return { text: code.data, upright, quietZone: margin / modulePixels };
}

const view = frozenView('en');
const { phone, email, social } = view.words.company;
// A region with a number of its own (the frozen content's Utah) hands it over too.
const regionPhone = view.words.regions.regions.find((region) => region.phone)?.phone?.e164 ?? '';
const contacts = [
  ['phone', telHref(phone.e164)],
  ['text message', smsHref(phone.e164)],
  ['region’s phone', telHref(regionPhone)],
  ['region’s text message', smsHref(regionPhone)],
  ['email', mailtoHref(email)],
  ['Instagram profile', social.instagram],
  ['Facebook profile', social.facebook],
  // A kiosk in a region's showroom hands over its page.
  ...regionPagesOf(view).pages.map(({ path }) => ['region’s page', siteUrl(view, path)] as const),
] as const;

describe('the kiosk’s QR codes', () => {
  it('are drawn for every contact a kiosk hands over', () => {
    expect(handedOver(view)).toEqual(contacts.map(([, value]) => value));
  });

  it.each(contacts)('a scanner reads back the %s exactly: %s', async (_what, value) => {
    const { text, upright, quietZone } = await scan(qrCodeFile(value).svg);
    expect(text).toBe(value);
    expect(upright).toBe(true);
    expect(quietZone).toBeGreaterThanOrEqual(quietZoneModules);
  });

  it('of a text with its first line, drawn in the browser, read back as the whole message', async () => {
    const message = textCode(
      phone.e164,
      'Sobre mi cálculo: Instalación nueva, Utah, 180 pies², 2 escalones, $1,800–$3,000',
    );
    const image = drawQrCode(message);
    const svg = decodeURIComponent(image.replace(/^data:image\/svg\+xml,/u, ''));
    expect((await scan(svg)).text).toBe(message);
  });

  it('are files named by their drawing, so a changed number is a new file', () => {
    const phone = qrCodeFile(telHref(view.words.company.phone.e164));
    expect(phone.path).toMatch(/^\/assets\/qr-[\w-]{8}\.svg$/);
    expect(qrCodeFile(telHref(view.words.company.phone.e164)).path).toBe(phone.path);
    expect(qrCodeFile(telHref('+13035550199')).path).not.toBe(phone.path);
  });
});
