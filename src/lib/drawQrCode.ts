import { create } from 'qrcode/lib/core/qrcode.js';
import { render } from 'qrcode/lib/renderer/svg-tag.js';

/**
 * A QR code of `value` as an SVG image's address, drawn in the browser: for what the build cannot
 * know (an estimate the visitor made, a floor chosen, a text with their question). The other
 * codes are the build's (`src/kiosk/qrCodeFiles.ts`). Low error correction: a long value stays
 * coarse enough to scan from a screen. Imported only when a visitor asks for one, or a kiosk
 * shows one.
 */
export function drawQrCode(value: string): string {
  const svg = render(create(value, { errorCorrectionLevel: 'L' }), { margin: 4 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
