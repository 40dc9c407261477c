import { definePageScript } from '../../lib/pageScripts.ts';

// A kiosk's button that hands the species guide's choice over as a QR code: its code comes with
// the press (takeHome.ts).
function takeChoiceHome(event: MouseEvent) {
  const button = event.target instanceof Element && event.target.closest('[data-take-home]');
  if (!(button instanceof HTMLElement)) return;
  import('./takeHome.ts')
    .then(({ showTakeHome }) => showTakeHome(button))
    .catch((error: unknown) => console.error('The choice’s QR code could not be drawn.', error));
}

/** The stain chooser's take-home QR code, on a kiosk. */
export const stainChooserScript = definePageScript({
  name: 'stain chooser',
  start: () => document.addEventListener('click', takeChoiceHome),
});
