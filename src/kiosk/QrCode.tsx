import QRCode from 'qrcode';
import { render as svgMarkup } from 'qrcode/lib/renderer/svg-tag.js';
import { useMemo } from 'react';

interface QrCodeProps {
  /** What the code holds: a tel:, sms:, mailto: or web address. */
  readonly value: string;
  /** The accessible name; it says it is a QR code and what for. */
  readonly name: string;
  /** Its box (the caller lays it out and reserves its space while this chunk loads). */
  readonly className?: string;
}

/**
 * A QR code drawn in the page as SVG by the `qrcode` package's own renderer (never fetched from a
 * service), so a kiosk visitor can take a phone number, address or profile away on their own
 * phone. Its own chunk: only kiosks load it.
 */
export default function QrCode({ value, name, className }: QrCodeProps) {
  // Encoding is the costly part, and the codes sit in the layout, which renders on every route
  // change: only a new value encodes again. The markup is the library's: paths and numbers only,
  // none of `value`'s text, so nothing a content file holds can become markup.
  const markup = useMemo(
    () =>
      // Dark on an opaque light square with the 4-module quiet zone scanners need: the page
      // behind a kiosk's code need not be white.
      svgMarkup(QRCode.create(value, { errorCorrectionLevel: 'M' }), {
        margin: 4,
        color: { dark: '#000000ff', light: '#ffffffff' },
      }),
    [value],
  );
  return (
    <span
      className={className}
      role="img"
      aria-label={name}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
