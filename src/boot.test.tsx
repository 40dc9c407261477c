import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactDelivery } from './pages/contact/content/schema.ts';
import { contactFormText, draftStorageKey } from './pages/contact/content/contactForm.ts';
import { ContactForm } from './pages/contact/ContactForm.tsx';

// The real boot script, as every built page runs it before the app's code: it spells the
// record's attribute out itself (SubmitRecord.tsx), so this is where the two must agree. (Its own
// file: the boot script's listener stays on the document for the rest of the file.)
await import('./boot.ts');

describe('a submit made after the boot script ran and before the app’s code', () => {
  const endpoint: ContactDelivery = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' };

  afterEach(() => vi.unstubAllGlobals());

  it('is held on the page, then sent by the app with the fields as they were', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm delivery={endpoint} />);
    document.body.append(container);
    const form = screen.getByRole('form');
    // After the document's listeners: whether the browser would still post the form.
    let left: boolean | undefined;
    window.addEventListener('submit', (event) => (left = !event.defaultPrevented), { once: true });

    const type = (label: RegExp, value: string) => {
      (screen.getByLabelText(label) as HTMLInputElement).value = value;
    };
    type(/Full Name/, 'Ada');
    type(/Email Address/, 'ada@example.com');
    type(/Tell us about your project/, 'Oak stairs');
    window.sessionStorage.setItem(draftStorageKey, JSON.stringify({ phone: '+1 303 000 0000' }));
    (form as HTMLFormElement).requestSubmit();
    // Held: the browser's own post to the service is cancelled, and the record closed.
    expect(left).toBe(false);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');

    const root = await act(async () => hydrateRoot(container, <ContactForm delivery={endpoint} />));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(container.querySelector('dialog')).toHaveAttribute('open');
    const [, init] = (fetch.mock.calls[0] ?? []) as unknown as [string, RequestInit];
    const body = init.body as URLSearchParams;
    expect([body.get('name'), body.get('email'), body.get('message')]).toEqual([
      'Ada',
      'ada@example.com',
      'Oak stairs',
    ]);
    // Not mixed with an older draft.
    expect(body.get('phone')).toBe('');
    await act(async () => answer(new Response('{"ok":true}')));
    expect(screen.getByRole('heading', { name: contactFormText.sentTitle })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
