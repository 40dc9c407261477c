import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { render as svgMarkup } from 'qrcode/lib/renderer/svg-tag.js';
import type { Plugin } from 'vite';
import { mailtoHref, smsHref, telHref } from '../src/content/contactHrefs.ts';
import { defaultLocale } from '../src/content/locales.ts';
import type { CompanyData } from '../src/content/schema/company.ts';
import { contentVersion } from './contentFiles.ts';

/**
 * What a kiosk hands over as QR codes: the company's phone (to call, to text), email and
 * networks, which every language shares. Read from the content folder when the plugin starts:
 * the build's own modules are bundled with it before the unit tests point them at their copy.
 */
export function handedOver(): readonly string[] {
  const { phone, email, social } = contentVersion<CompanyData>('company.json', defaultLocale);
  return [telHref(phone.e164), smsHref(phone.e164), mailtoHref(email), ...Object.values(social)];
}

/**
 * A QR code holding `value`, as an SVG file named by its bytes: drawn by the `qrcode` package's
 * own renderer (never fetched from a service), dark on an opaque light square with the 4-module
 * quiet zone scanners need, since the page behind a kiosk's code need not be white. Paths and
 * numbers only: none of `value`'s text becomes markup.
 */
export function qrCodeFile(value: string): { readonly path: string; readonly svg: string } {
  const svg = svgMarkup(QRCode.create(value, { errorCorrectionLevel: 'M' }), {
    margin: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { path: `/assets/qr-${hash}.svg`, svg };
}

const moduleId = 'virtual:kiosk-qr-codes';

/**
 * Draws the kiosk's QR codes once, at build time, as files beside the site's assets, and gives
 * the pages their addresses (`virtual:kiosk-qr-codes`, src/kioskQrCodes.d.ts). So every page's
 * HTML holds the kiosk's codes from the first paint (shown only on a kiosk, where the page
 * fetches them: lazy images that are not rendered elsewhere; the service worker keeps them for a
 * kiosk that goes offline), and no browser encodes one.
 */
export function kioskQrCodesPlugin(): Plugin {
  const files = new Map(handedOver().map((value) => [value, qrCodeFile(value)]));
  return {
    name: 'kiosk-qr-codes',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null;
      const paths = Object.fromEntries([...files].map(([value, file]) => [value, file.path]));
      return `export const qrCodeFiles = ${JSON.stringify(paths)};`;
    },
    // The dev server has no bundle: it answers the same paths from the same drawings.
    configureServer(server) {
      const byPath = new Map([...files.values()].map((file) => [file.path, file.svg]));
      server.middlewares.use((request, response, next) => {
        const svg = byPath.get(request.url?.split('?')[0] ?? '');
        if (svg === undefined) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(svg);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const { path, svg } of files.values()) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: svg });
      }
    },
  };
}
