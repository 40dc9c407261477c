import { kioskAttractStorageKey, textQuestionStorageKey } from '../content/storageKeys.ts';
import { boundedLine, textCode, textHref } from '../content/textUs.ts';
import { documentLocale } from './documentLocale.ts';
import { readStored, writeStored } from './storage.ts';

// What the page script adds to "text us" (TextUsLink.tsx, FloatingContact.tsx): the visitor's
// own question as the first line of every link, on every page of the visit in its language; on a
// computer, the message as a QR code for their phone; on a kiosk, its codes with the question.

const textLinks = () => document.querySelectorAll<HTMLAnchorElement>('a[data-text-us]');

/** The number a link texts and the first line it writes, read back from its address. */
function messageOf(link: HTMLAnchorElement): { readonly e164: string; readonly line: string } {
  const [to = '', query = ''] = (link.getAttribute('href') ?? '').replace(/^sms:/u, '').split('?');
  return { e164: to, line: new URLSearchParams(query).get('body') ?? '' };
}

/** The question asked earlier in the visit, if it was asked in this page's language. */
function storedQuestion(): string | undefined {
  try {
    const stored: unknown = JSON.parse(readStored('sessionStorage', textQuestionStorageKey) ?? '');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { locale, line } = stored as Record<string, unknown>;
    return typeof line === 'string' && locale === documentLocale()
      ? boundedLine(line) || undefined
      : undefined;
  } catch {
    return undefined;
  }
}

/** Every link of the page writes `line` first (a project's page keeps its own, unless `all`). */
function writeLinks(line: string, all: boolean): void {
  for (const link of textLinks()) {
    if (all || link.dataset.textUs !== 'subject') link.href = textHref(messageOf(link).e164, line);
  }
}

/** The kiosk's codes of a text (KioskQrCode), drawn again with the line. */
async function drawKioskCodes(line: string): Promise<void> {
  // Every page asks; only a kiosk's, with a line to write, looks for its codes.
  if (!document.documentElement.dataset.kiosk || !line) return;
  const codes = document.querySelectorAll<HTMLImageElement>('img[data-code-of^="sms:"]');
  if (codes.length === 0) return;
  const { drawQrCode } = await import('./drawQrCode.ts');
  for (const code of codes) {
    code.src = drawQrCode(textCode((code.dataset.codeOf ?? '').replace(/^sms:/u, ''), line));
  }
}

/**
 * The kiosk's codes of a text, drawn again with the question this page writes (a kiosk whose
 * showroom has a number of its own has just put that number's codes in).
 */
export function redrawKioskTextCodes(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-text-us]');
  const line = link ? messageOf(link).line : '';
  drawKioskCodes(line).catch(reportDrawing);
}

/**
 * The visitor asked about something (an estimate made, a floor chosen in the guide): every "text
 * us" link of this page and of the pages after it in this visit, in this language, writes it
 * first.
 */
export function askAbout(line: string): void {
  const bounded = boundedLine(line);
  writeStored(
    'sessionStorage',
    textQuestionStorageKey,
    bounded ? JSON.stringify({ locale: documentLocale(), line: bounded }) : null,
  );
  writeLinks(bounded, true);
  drawKioskCodes(bounded).catch(reportDrawing);
}

const reportDrawing = (error: unknown) =>
  console.error('The text message’s QR code could not be drawn.', error);

/** Where the visitor's device sends no text by itself: a pointer that hovers, as a computer's. */
const onComputer = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

/** The computer's panel, filled in from `link` and opened; its code comes with the first press. */
async function showPanel(panel: HTMLDialogElement, link: HTMLAnchorElement): Promise<void> {
  const { e164, line } = messageOf(link);
  const part = (name: string) => panel.querySelector<HTMLElement>(`[data-${name}]`);
  const to = part('text-to');
  if (to) to.textContent = link.dataset.textTo ?? e164;
  const shown = part('text-line');
  if (shown) shown.textContent = line;
  part('text-open')?.setAttribute('href', link.href);
  panel.dataset.textFor = link.href;
  // The code's image comes from its template with the first drawing, and goes while another
  // is drawn: never an image without its file, nor another message's code.
  const template = part('text-image');
  panel.querySelector('img')?.remove();
  panel.showModal();
  // Focus on Close: Enter at once must not open the computer's messages app instead.
  panel.querySelector<HTMLElement>('form[method="dialog"] button')?.focus();
  const { drawQrCode } = await import('./drawQrCode.ts');
  const image =
    template instanceof HTMLTemplateElement
      ? template.content.firstElementChild?.cloneNode()
      : undefined;
  // Closed since, or opened again for another message: this drawing is no longer wanted.
  if (!(image instanceof HTMLImageElement) || !panel.open || panel.dataset.textFor !== link.href) {
    return;
  }
  image.src = drawQrCode(textCode(e164, line));
  panel.querySelector('img')?.remove();
  template?.after(image);
}

function onClick(event: MouseEvent): void {
  // A press that asks for the link elsewhere (a new tab, a window, a download) still gets it.
  const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || elsewhere) return;
  const link = event.target instanceof Element ? event.target.closest('a[data-text-us]') : null;
  const panel = document.querySelector('dialog[data-text-panel]');
  if (!(link instanceof HTMLAnchorElement) || !(panel instanceof HTMLDialogElement)) return;
  if (!onComputer()) return;
  event.preventDefault();
  showPanel(panel, link).catch(reportDrawing);
}

/**
 * Starts "text us" on a page: a project's page makes its project the visitor's question; any
 * other page writes the question asked earlier, if there is one. A kiosk's codes of a text then
 * hold what the links write (a region's page's own line, without a question).
 */
export function startTextUs(): void {
  const subject = document.querySelector<HTMLAnchorElement>('a[data-text-us="subject"]');
  // A project the kiosk's attract loop shows is no visitor's question.
  const touring = readStored('sessionStorage', kioskAttractStorageKey) !== null;
  if (subject && !touring) askAbout(messageOf(subject).line);
  else writeAsked();
  document.addEventListener('click', onClick);
  // A page back from the back/forward cache writes the question asked since it was left.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && !subject) writeAsked();
  });
}

/** The question asked earlier, in this page's links and a kiosk's codes. */
function writeAsked(): void {
  const asked = storedQuestion();
  if (asked) writeLinks(asked, false);
  redrawKioskTextCodes();
}
