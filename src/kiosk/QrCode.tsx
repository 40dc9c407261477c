import QRCode from 'qrcode';
import { useMemo } from 'react';

interface QrCodeProps {
  /** What the code holds: a tel:, sms:, mailto: or web address. */
  readonly value: string;
  /** The accessible name; it says it is a QR code and what for. */
  readonly name: string;
  /** Its box (the caller lays it out and reserves its space while this chunk loads). */
  readonly className?: string;
}

// The quiet zone scanners need around the code, in modules.
const margin = 4;

/**
 * A QR code drawn in the page as SVG (never fetched from a service), so a kiosk visitor can take
 * a phone number, address or profile away on their own phone. Its own chunk: only kiosks load it.
 */
export default function QrCode({ value, name, className }: QrCodeProps) {
  // Encoding is the costly part, and the codes sit in the layout, which renders on every route
  // change: only a new value encodes again.
  const { path, extent } = useMemo(() => {
    const { size, data } = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
    let modules = '';
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (data[y * size + x]) modules += `M${x + margin} ${y + margin}h1v1h-1z`;
      }
    }
    return { path: modules, extent: size + margin * 2 };
  }, [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${extent} ${extent}`}
      role="img"
      aria-label={name}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
