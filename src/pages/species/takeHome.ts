import { guideParams, stainChooserId } from '../../content/addresses.ts';

/**
 * On a kiosk, shows the QR code of the species guide with the chooser's species and stain, for
 * the visitor to open on their phone (`button`'s `data-take-home` is the guide's public address).
 * A code of an earlier choice is not this one's: it goes when the choice changes. The encoder
 * comes only with the press; the kiosk's reset, a new document, forgets the choice and its code.
 */
export async function showTakeHome(button: HTMLElement): Promise<void> {
  const form = document.getElementById(stainChooserId);
  const figure = button.parentElement?.querySelector('figure');
  const image = figure?.querySelector('img');
  if (!(form instanceof HTMLFormElement) || !figure || !image) return;
  const data = new FormData(form);
  const address = new URL(button.dataset.takeHome ?? '', window.location.href);
  for (const name of [guideParams.species, guideParams.stain]) {
    const value = data.get(name);
    if (typeof value === 'string') address.searchParams.set(name, value);
  }
  address.hash = stainChooserId;
  try {
    const { drawQrCode } = await import('../../lib/drawQrCode.ts');
    image.src = drawQrCode(address.href);
    figure.hidden = false;
    form.addEventListener('change', () => (figure.hidden = true), { once: true });
  } catch (error) {
    // The encoder did not arrive: no code, and the visitor still has the guide itself.
    console.error('The choice’s QR code could not be drawn.', error);
  }
}
