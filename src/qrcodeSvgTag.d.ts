// The `qrcode` package's own SVG renderer, the one its `toString(…, { type: 'svg' })` uses: its
// typings describe only the package's entry points, and that entry offers it synchronously only
// through a callback.
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';

  export function render(code: QRCode, options?: QRCodeRenderersOptions): string;
}
