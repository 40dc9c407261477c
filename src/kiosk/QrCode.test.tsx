import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { company } from '../content/company.ts';
import { kioskText } from '../content/kiosk.ts';
import { mailtoHref, smsHref, telHref } from '../lib/contactHrefs.ts';
import { KioskQrCode } from './KioskHandoff.tsx';
import QrCode from './QrCode.tsx';

/**
 * The test reads the code the way a phone would: it paints the drawn SVG into pixels and hands
 * them to a real decoder (jsQR). Nothing here knows how QrCode builds its path, so a drawing a
 * scanner cannot read back exactly (modules shifted beyond what error correction recovers, a
 * missing quiet zone, a code for another value) fails. Rebuilding the expected path from the same
 * QRCode.create call, as this test used to, only restated the component.
 */

type Point = readonly [x: number, y: number];
type Rgb = readonly [red: number, green: number, blue: number];

/** Pixels per unit of the SVG's user space. */
const scale = 8;

/** The light margin, in modules, that the QR code standard asks for on every side. */
const quietZoneModules = 4;

/**
 * The outlines of an SVG path, one closed polygon per subpath. It understands the straight-line
 * commands (M, L, H, V, Z, absolute and relative) and throws on anything else, so a path it cannot
 * read fails the test instead of being painted wrongly.
 */
function pathPolygons(d: string): Point[][] {
  const tokens = d.match(/[a-zA-Z]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g) ?? [];
  if (d.replace(/[a-zA-Z]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?|[\s,]/g, '') !== '') {
    throw new Error(`Unreadable path data: ${d.slice(0, 80)}`);
  }
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let x = 0;
  let y = 0;
  let start: Point = [0, 0];
  let command = '';
  let index = 0;
  const number = () => {
    const token = tokens[index];
    index += 1;
    const value = Number(token);
    if (token === undefined || Number.isNaN(value)) throw new Error(`Expected a number in ${d}`);
    return value;
  };
  const moveTo = (point: Point) => {
    if (current.length > 1) polygons.push(current);
    current = [point];
    start = point;
    [x, y] = point;
  };
  const lineTo = (point: Point) => {
    current.push(point);
    [x, y] = point;
  };
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    if (/^[a-zA-Z]$/.test(token)) {
      command = token;
      index += 1;
    }
    switch (command) {
      case 'M':
        moveTo([number(), number()]);
        command = 'L'; // Further pairs after a moveto are linetos (SVG 2, 9.3.3).
        break;
      case 'm':
        moveTo([x + number(), y + number()]);
        command = 'l';
        break;
      case 'L':
        lineTo([number(), number()]);
        break;
      case 'l':
        lineTo([x + number(), y + number()]);
        break;
      case 'H':
        lineTo([number(), y]);
        break;
      case 'h':
        lineTo([x + number(), y]);
        break;
      case 'V':
        lineTo([x, number()]);
        break;
      case 'v':
        lineTo([x, y + number()]);
        break;
      case 'Z':
      case 'z':
        // Back to the subpath's start; a command drawing on from here starts a new subpath there.
        if (current.length > 1) polygons.push(current);
        current = [start];
        [x, y] = start;
        command = '';
        break;
      default:
        throw new Error(`Path command "${command}" is not supported by this test's rasterizer`);
    }
  }
  if (current.length > 1) polygons.push(current);
  return polygons;
}

function parseFill(fill: string | null): Rgb {
  // SVG's initial fill is black.
  if (fill === null) return [0, 0, 0];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill.trim())?.[1];
  if (hex === undefined) throw new Error(`Fill "${fill}" is not supported by this test`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

/**
 * Paints the SVG's children in document order into RGBA pixels covering its viewBox, each pixel
 * lit when its centre is inside the shape (the nonzero rule, SVG's default). Pixels start
 * transparent, which a decoder reads as black: the light background and quiet zone have to be
 * drawn by the code itself, since the page behind a kiosk's code need not be white.
 */
function rasterize(svg: Element): { data: Uint8ClampedArray; width: number; height: number } {
  const viewBox = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [minX = NaN, minY = NaN, boxWidth = NaN, boxHeight = NaN] = viewBox;
  if (viewBox.length !== 4 || !viewBox.every(Number.isFinite)) {
    throw new Error(`Unreadable viewBox: ${svg.getAttribute('viewBox')}`);
  }
  const width = Math.round(boxWidth * scale);
  const height = Math.round(boxHeight * scale);
  const data = new Uint8ClampedArray(width * height * 4);

  for (const element of svg.children) {
    if (element.hasAttribute('transform') || element.hasAttribute('style')) {
      throw new Error(`<${element.tagName}> has a transform or style this test does not apply`);
    }
    let polygons: Point[][];
    if (element.tagName === 'rect') {
      const at = (name: string) => Number(element.getAttribute(name) ?? 0);
      const [x, y, w, h] = [at('x'), at('y'), at('width'), at('height')];
      polygons = [
        [
          [x, y],
          [x + w, y],
          [x + w, y + h],
          [x, y + h],
        ],
      ];
    } else if (element.tagName === 'path') {
      polygons = pathPolygons(element.getAttribute('d') ?? '');
    } else {
      throw new Error(`<${element.tagName}> is not supported by this test's rasterizer`);
    }
    const rgb = parseFill(element.getAttribute('fill'));

    for (let row = 0; row < height; row += 1) {
      const centreY = minY + (row + 0.5) / scale;
      // Where the row's centre line crosses an edge, and which way the edge runs.
      const crossings: Array<{ x: number; winding: number }> = [];
      for (const polygon of polygons) {
        polygon.forEach(([x0, y0], i) => {
          const [x1, y1] = polygon[(i + 1) % polygon.length] ?? [x0, y0];
          if ((y0 <= centreY && centreY < y1) || (y1 <= centreY && centreY < y0)) {
            const x = x0 + ((centreY - y0) * (x1 - x0)) / (y1 - y0);
            crossings.push({ x, winding: y1 > y0 ? 1 : -1 });
          }
        });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      crossings.forEach(({ x, winding: step }, i) => {
        winding += step;
        const next = crossings[i + 1];
        if (winding === 0 || next === undefined) return;
        // Every pixel whose centre lies in [x, next.x).
        const first = Math.max(0, Math.ceil((x - minX) * scale - 0.5));
        const end = Math.min(width, Math.ceil((next.x - minX) * scale - 0.5));
        for (let column = first; column < end; column += 1) {
          const offset = (row * width + column) * 4;
          data.set([...rgb, 255], offset);
        }
      });
    }
  }
  return { data, width, height };
}

/**
 * What a scanner reads from the drawn code, whether the code stands upright as encoded, and how
 * many light modules surround it.
 */
function scan(svg: Element): { text: string | undefined; upright: boolean; quietZone: number } {
  const { data, width, height } = rasterize(svg);
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

const contacts = [
  ['phone', telHref()],
  ['text message', smsHref()],
  ['email', mailtoHref()],
  ['Instagram profile', company.social.instagram],
  ['Facebook profile', company.social.facebook],
] as const;

describe('QrCode', () => {
  it.each(contacts)('a scanner reads back the %s exactly: %s', (what, value) => {
    render(<QrCode value={value} name={`QR code: ${what}`} />);
    const { text, upright, quietZone } = scan(
      screen.getByRole('img', { name: `QR code: ${what}` }),
    );
    expect(text).toBe(value);
    expect(upright).toBe(true);
    expect(quietZone).toBeGreaterThanOrEqual(quietZoneModules);
  });

  it('names the code for assistive technology, and the kiosk captions it for the visitor', async () => {
    render(<KioskQrCode href={telHref()} caption="Scan to call" description="Phone" />);
    const code = await screen.findByRole('img', { name: kioskText.qrName('Phone') });
    expect(screen.getByRole('figure')).toContainElement(code);
    expect(screen.getByRole('figure')).toHaveTextContent('Scan to call');
    expect(screen.getByText('Scan to call').tagName).toBe('FIGCAPTION');
  });
});
