// The `qrcode` package's own SVG renderer, the one its `toString(…, { type: 'svg' })` uses: its
// typings describe only the package's entry points, and that entry offers it synchronously only
// through a callback.
declare module 'qrcode/lib/renderer/svg-tag.js' {
  import type { QRCode, QRCodeRenderersOptions } from 'qrcode';

  export function render(code: QRCode, options?: QRCodeRenderersOptions): string;
}

// The `qrcode` package's encoder alone, without its renderers for canvas and terminals: what a
// browser needs to draw a code with the SVG renderer above.
declare module 'qrcode/lib/core/qrcode.js' {
  import type { QRCode, QRCodeOptions } from 'qrcode';

  export function create(text: string, options?: QRCodeOptions): QRCode;
}
