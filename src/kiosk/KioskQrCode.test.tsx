import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from '../content/contactHrefs.ts';
import { kioskText, qrCaptions } from './content/kioskText.ts';
import { KioskQrCode } from './KioskQrCode.tsx';

describe('KioskQrCode', () => {
  it('names the code for assistive technology, and the kiosk captions it for the visitor', () => {
    render(<KioskQrCode contact={{ kind: 'call', href: telHref(), description: 'Phone' }} />);
    const code = screen.getByRole('img', { name: kioskText.qrName('Phone') });
    expect(code.getAttribute('src')).toMatch(/^\/assets\/qr-[\w-]{8}\.svg$/);
    expect(screen.getByRole('figure')).toContainElement(code);
    expect(screen.getByText(qrCaptions.call).tagName).toBe('FIGCAPTION');
  });
});
