import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from '../content/contactHrefs.ts';
import { frozenView } from '../test/frozenContent.ts';
import { renderInPage } from '../test/renderInPage.tsx';
import { kioskText } from './content/kioskText.ts';
import { KioskQrCode } from './KioskQrCode.tsx';

const text = kioskText(frozenView('en'));
const phone = telHref(frozenView('en').words.company.phone.e164);

describe('KioskQrCode', () => {
  it('names the code for assistive technology, and the kiosk captions it for the visitor', () => {
    renderInPage(<KioskQrCode contact={{ kind: 'call', href: phone, description: 'Phone' }} />);
    const code = screen.getByRole('img', { name: text.qrName('Phone') });
    expect(code.getAttribute('src')).toMatch(/^\/assets\/qr-[\w-]{8}\.svg$/);
    expect(screen.getByRole('figure')).toContainElement(code);
    expect(screen.getByText(text.captions.call()).tagName).toBe('FIGCAPTION');
  });

  it('stops the render of a contact a kiosk hands over no code of', () => {
    expect(() =>
      renderInPage(
        <KioskQrCode contact={{ kind: 'call', href: 'tel:+15550000000', description: 'Phone' }} />,
      ),
    ).toThrow('No QR code is drawn for tel:+15550000000');
  });
});
