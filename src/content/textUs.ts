import type { Phone } from './schema/company.ts';

/**
 * The longest first line a "text us" link writes, in characters: a text message's few lines, and
 * a QR code that a phone still reads off a screen at arm's length.
 */
export const textLineLimit = 300;

/**
 * A first line as a message may carry it: on one line (every run of spaces, line ends and
 * control characters one space), cut at the limit with an ellipsis. Whatever it held, it stays
 * text: the link encodes it and the page shows it as text.
 */
export function boundedLine(line: string): string {
  const flat = line
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\s\u0000-\u001f\u007f-\u009f]+/gu, ' ')
    // Half a character (a lone surrogate) cannot be encoded in an address: its stand-in can.
    .replace(/\p{Cs}/gu, '\ufffd')
    .trim();
  const characters = [...flat];
  return characters.length <= textLineLimit
    ? flat
    : `${characters
        .slice(0, textLineLimit - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * A text message to `e164` with its first line written: `sms:+13035550142?&body=…`, the form
 * both iOS and Android read (`?&`), the line bounded and encoded. Without a line, the number's
 * plain link.
 */
export function textHref(e164: string, line = ''): string {
  const body = boundedLine(line);
  return body ? `sms:${e164}?&body=${encodeURIComponent(body)}` : `sms:${e164}`;
}

/**
 * The same message as a QR code holds it (`SMSTO:+13035550142:…`): the form that phones' cameras
 * read as a text to write, with the line as it is (no percent-encoding to fatten the code).
 */
export const textCode = (e164: string, line = ''): string => `SMSTO:${e164}:${boundedLine(line)}`;

/**
 * What a page's "text us" links say before the visitor chooses anything: the number (a region's
 * own on its page and its projects', else the company's) and the first line of what the page is
 * about. A `subject` (a project) becomes the visitor's question as they read it; a `default` (a
 * region) gives way to a question the visitor has asked (an estimate, a choice from the guide).
 */
export interface PageQuestion {
  readonly phone: Phone;
  readonly line?: string;
  readonly kind: 'subject' | 'default';
}
