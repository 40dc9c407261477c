import { render, screen } from '@testing-library/react';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import QrCode from './QrCode.tsx';

/** Reads the dark modules back out of the drawn path ("M{x} {y}h1v1h-1z" per module). */
const modulesOf = (path: string) =>
  [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`);

describe('QrCode', () => {
  it('draws every dark module of the code, inside a quiet zone, with a name and caption', () => {
    const value = 'tel:+13035550142';
    render(<QrCode value={value} name="QR code: Phone" caption="Scan to call" />);
    const svg = screen.getByRole('img', { name: 'QR code: Phone' });
    expect(screen.getByText('Scan to call')).toBeInTheDocument();

    const { size, data } = QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
    const expected: string[] = [];
    data.forEach((dark, index) => {
      if (dark) expected.push(`${(index % size) + 4},${Math.floor(index / size) + 4}`);
    });
    const path = svg.querySelector('path')?.getAttribute('d') ?? '';
    expect(modulesOf(path)).toEqual(expected);
    expect(svg).toHaveAttribute('viewBox', `0 0 ${size + 8} ${size + 8}`);
  });

  it('holds what it is given, so different contacts give different codes', () => {
    render(
      <>
        <QrCode value="tel:+13035550142" name="QR code: a" caption="a" />
        <QrCode value="mailto:hello@heartwoodfloors.example" name="QR code: b" caption="b" />
      </>,
    );
    const [a, b] = screen
      .getAllByRole('img')
      .map((svg) => svg.querySelector('path')?.getAttribute('d'));
    expect(a).not.toEqual(b);
  });
});
