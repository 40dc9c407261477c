import { create } from 'qrcode/lib/core/qrcode.js';
import { render } from 'qrcode/lib/renderer/svg-tag.js';

/**
 * A QR code of `value` as an SVG image's address, drawn in the browser: for what a kiosk hands
 * over that the build cannot know (an estimate the visitor made). The other codes are the build's
 * (build-time/kioskQrCodes.ts). Low error correction: a long address stays coarse enough to
 * scan from a large screen. Imported only when a kiosk visitor asks for one.
 */
export function drawQrCode(value: string): string {
  const svg = render(create(value, { errorCorrectionLevel: 'L' }), { margin: 4 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
