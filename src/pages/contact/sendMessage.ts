import type { ContactDelivery } from '../../content/schema/delivery.ts';
import { workKinds } from '../../content/workKinds.ts';
import { fieldLimits, honeypotField, languageField } from './content/contactForm.ts';
import { type ContactField, type ContactMessage } from './content/formParts.ts';

/** A delivery that sends something: Netlify Forms or a POST endpoint. */
export type FormService = Exclude<ContactDelivery, { kind: 'none' }>;

/** What became of a message: taken by the service, refused or lost on the way, or never tried. */
export type SendOutcome = 'sent' | 'failed' | 'offline';

/**
 * How long the service may take to answer before the visitor is told the message was not sent:
 * long enough for a slow phone network, short enough that nobody waits on a dead connection.
 */
export const sendTimeoutMs = 15_000;

/**
 * A field's value within the form's own bounds, whatever put it there: a project type (a kind of
 * work) or visit time (`visits`, the form's own options) only as one of the form's options.
 */
function bounded(field: ContactField, value: string, visits: readonly string[]): string {
  if (field === 'subject') return workKinds.some((kind) => kind === value) ? value : '';
  if (field === 'visit') return visits.includes(value) ? value : '';
  return value.slice(0, fieldLimits[field]);
}

/**
 * The body of the POST, as the browser would post the form itself (form-urlencoded): the five
 * fields and the visit's time (one of `visits`, the form's options), each within its limit
 * (`maxlength` binds typing only, not a value a script or a stale draft put in), the language it
 * was written in, the honeypot, and for Netlify the form's name, which tells it which form this
 * is.
 */
export function messageBody(
  service: FormService,
  message: ContactMessage,
  honeypot: string,
  { language, visits }: { readonly language: string; readonly visits: readonly string[] },
): URLSearchParams {
  const body = new URLSearchParams();
  if (service.kind === 'netlify') body.set('form-name', service.formName);
  for (const [field, value] of Object.entries(message) as [ContactField, string][]) {
    body.set(field, bounded(field, value, visits));
  }
  body.set(languageField, language);
  body.set(honeypotField, honeypot);
  return body;
}

/**
 * Where the message goes: Netlify takes AJAX submissions at the site's root (its documented
 * way); an endpoint at its URL.
 */
export const serviceUrl = (service: FormService): string =>
  service.kind === 'netlify' ? '/' : service.url;

/**
 * Posts the message to the service. Offline, it is not tried: the visitor is told at once.
 * Success is a 2xx answer (Netlify answers HTML, an endpoint JSON); anything else, a network
 * error or no answer within `timeoutMs` is a failure, and the caller keeps the message.
 */
export async function sendMessage(
  service: FormService,
  body: URLSearchParams,
  timeoutMs: number = sendTimeoutMs,
): Promise<SendOutcome> {
  if (!navigator.onLine) return 'offline';
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    const response = await fetch(serviceUrl(service), {
      method: 'POST',
      body,
      // Formspree and its kind answer JSON to this, not a redirect to their thank-you page.
      headers: service.kind === 'endpoint' ? { Accept: 'application/json' } : {},
      cache: 'no-store',
      signal: timeout.signal,
    });
    return response.ok ? 'sent' : 'failed';
  } catch {
    // The network may have dropped while sending: say so, as before trying.
    return navigator.onLine ? 'failed' : 'offline';
  } finally {
    clearTimeout(timer);
  }
}
