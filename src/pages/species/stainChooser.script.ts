import { askAbout } from '../../lib/textUs.ts';
import { guideParams, stainChooserId } from '../../content/addresses.ts';
import { filledIn } from '../../content/language.ts';
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

/**
 * The floor chosen is the visitor's question: "text us" writes it first ("I would like a White
 * oak floor in the Ebony stain."), in the names the chooser shows.
 */
function askAboutChoice(form: HTMLFormElement) {
  const species = form.elements.namedItem(guideParams.species);
  const option = species instanceof HTMLSelectElement ? species.selectedOptions[0] : undefined;
  const stain = form.querySelector<HTMLInputElement>(`[name="${guideParams.stain}"]:checked`);
  const template = form.dataset.textLine;
  if (!option || !stain?.dataset.name || !template) return;
  askAbout(
    filledIn(template, {
      a: option.dataset.article ?? '',
      species: option.textContent,
      stain: stain.dataset.name,
    }),
  );
}

/** The stain chooser's question for "text us", and its take-home QR code on a kiosk. */
export const stainChooserScript = definePageScript({
  name: 'stain chooser',
  start: () => {
    document.addEventListener('click', takeChoiceHome);
    const form = document.getElementById(stainChooserId);
    if (!(form instanceof HTMLFormElement)) return;
    form.addEventListener('change', () => askAboutChoice(form));
    // A choice the address brought (a kiosk's take-home code: a species and a stain) was the
    // visitor's too, if the chooser has both: a value it does not know chose nothing.
    const query = new URLSearchParams(window.location.search);
    const chosen = new FormData(form);
    const names = [guideParams.species, guideParams.stain];
    if (names.every((name) => query.has(name) && query.get(name) === chosen.get(name))) {
      askAboutChoice(form);
    }
  },
});
