import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldLimits } from './content/contactForm.ts';
import { emptyMessage, type ContactMessage } from './content/formParts.ts';
import { frozenView } from '../../test/frozenContent.ts';
import { visitTimes } from './content/visitTimes.ts';
import { messageBody, sendMessage, sendTimeoutMs, type FormService } from './sendMessage.ts';

const netlify: FormService = { kind: 'netlify', formName: 'contact' };
const endpoint: FormService = { kind: 'endpoint', url: 'https://formspree.io/f/abcdwxyz' };

// A message with every field of the form (`emptyMessage`'s), some filled.
const message: ContactMessage = {
  ...emptyMessage,
  name: 'Ada <b>Lovelace</b>',
  email: 'ada@example.com',
  subject: 'repair',
  message: 'Oak & walnut; 40 m²',
  visit: 'Monday-Friday morning',
};
/** The message's fields, in the form's order, as a body carries them. */
const fields = Object.entries(message);

/** A fetch that answers `status`, and what it was asked. */
function answering(status: number) {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(new Response(status === 200 ? '{"ok":true}' : '{"errors":[]}', { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The form's visit options, as its island has them (`contactFormProps`). */
const visits = {
  language: 'en',
  visits: visitTimes(frozenView('en')).map((time) => time.value),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('messageBody', () => {
  it('carries every field as typed, their language, the honeypot, and for Netlify the form’s name', () => {
    expect([...messageBody(endpoint, message, '', visits)]).toEqual([
      ...fields,
      ['language', 'en'],
      ['_gotcha', ''],
    ]);
    expect([...messageBody(netlify, message, 'spam', visits)]).toEqual([
      ['form-name', 'contact'],
      ...fields,
      ['language', 'en'],
      ['_gotcha', 'spam'],
    ]);
  });

  it('holds every field to the form’s limits, whatever put a longer value in', () => {
    const limits = Object.entries(fieldLimits);
    const body = messageBody(
      endpoint,
      {
        ...message,
        ...Object.fromEntries(limits.map(([field, limit]) => [field, 'x'.repeat(limit + 500)])),
        subject: 'bribe',
        visit: 'Sunday midnight',
      },
      '',
      visits,
    );
    for (const [field, limit] of limits) expect(body.get(field), field).toHaveLength(limit);
    expect(body.get('subject')).toBe('');
    expect(body.get('visit')).toBe('');
  });
});

describe('sendMessage', () => {
  it('posts form data to Netlify at the site’s root', async () => {
    const fetch = answering(200);
    const body = messageBody(netlify, message, '', visits);
    expect(await sendMessage(netlify, body)).toBe('sent');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/');
    expect(init).toMatchObject({ method: 'POST', body });
    expect(init?.headers).toEqual({});
  });

  it('posts form data to an endpoint and asks for JSON', async () => {
    const fetch = answering(200);
    expect(await sendMessage(endpoint, messageBody(endpoint, message, '', visits))).toBe('sent');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(endpoint.url);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('fails on a refusal, a server error or a network error', async () => {
    for (const status of [400, 422, 500, 503]) {
      answering(status);
      expect(await sendMessage(endpoint, new URLSearchParams()), String(status)).toBe('failed');
    }
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendMessage(netlify, new URLSearchParams())).toBe('failed');
  });

  it('gives up when no answer comes in time', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const outcome = sendMessage(endpoint, new URLSearchParams());
    await vi.advanceTimersByTimeAsync(sendTimeoutMs);
    expect(await outcome).toBe('failed');
  });

  it('does not try while offline, and says offline when the network dropped on the way', async () => {
    const fetch = answering(200);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await sendMessage(endpoint, new URLSearchParams())).toBe('offline');
    expect(fetch).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    vi.stubGlobal('fetch', () => {
      online.mockReturnValue(false);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    expect(await sendMessage(endpoint, new URLSearchParams())).toBe('offline');
  });
});
