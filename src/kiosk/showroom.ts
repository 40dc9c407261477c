import { redrawKioskTextCodes } from '../lib/textUs.ts';
import type { KioskCode, Showroom } from './kioskData.ts';

/** A code's image (KioskQrCode) made to show `code`, with its caption. */
function place(image: Element, code: KioskCode) {
  if (!(image instanceof HTMLImageElement)) return;
  image.src = code.src;
  image.alt = code.alt;
  image.dataset.codeOf = code.href;
  const caption = image.closest('figure')?.querySelector('figcaption');
  if (caption) caption.textContent = code.caption;
}

/**
 * A kiosk in a region's showroom (`?showroom=<region>`): its codes hand over the region's number
 * in place of the company's, the contact dock adds the region's page, and Home's row of regions
 * starts with it. Home's row is far below the top a kiosk loads at, so it is in its place long
 * before anyone scrolls to it; the codes show only in the dock, which opens at a touch.
 */
export function showShowroom(slug: string, showroom: Showroom): void {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[data-code-of]')) {
    const code = showroom.codes[image.dataset.codeOf ?? ''];
    if (code) place(image, code);
  }
  for (const template of document.querySelectorAll('template[data-showroom-code]')) {
    if (!(template instanceof HTMLTemplateElement)) continue;
    const item = template.content.firstElementChild?.cloneNode(true);
    const image = item instanceof Element ? item.querySelector('img') : null;
    if (!item || !image) continue;
    place(image, showroom.pageCode);
    template.after(item);
  }
  const card = document.querySelector(`[data-region="${CSS.escape(slug)}"]`)?.closest('li');
  const list = card?.parentElement;
  if (card && list) {
    list.prepend(card);
    // The row's cards rise one after another in their new order.
    [...list.children].forEach((item, step) => {
      if (item instanceof HTMLElement && item.hasAttribute('data-reveal')) {
        if (step > 0) item.dataset.revealStep = String(step);
        else delete item.dataset.revealStep;
      }
    });
  }
  redrawKioskTextCodes();
}
