import { defineIsland } from '../../lib/islandMarks.ts';
import { draftStorageKey } from './content/formParts.ts';

/**
 * The message form. Complete without its code (the browser validates it; a submit is held until
 * the code comes): woken by the visitor's first touch or Tab into it, or at once to restore a
 * draft.
 */
export const contactFormIsland = defineIsland({
  name: 'contact-form',
  on: 'interaction',
  stored: draftStorageKey,
  load: () => import('./ContactForm.tsx').then((module) => module.ContactForm),
});
