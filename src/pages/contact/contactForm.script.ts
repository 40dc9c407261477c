import { definePageScript } from '../../lib/pageScripts.ts';
import { keepContactDraft } from './contactDraft.ts';
import { submitRecordAttribute } from './content/formParts.ts';

// A contact form that delivers its messages posts itself to its service without script, leaving
// the page for the service's confirmation. From now on a submit made before the form's island
// has hydrated is held instead: it closes the form's record (the dialog marked
// data-submit-record, SubmitRecord.tsx), which shows a note that the message goes out in a
// moment, and the island, woken by the same press, sends it when it mounts, so the visitor stays
// and sees the site's own confirmation or failure message. Once hydrated, the island handles the
// submit and cancels it first (its listener on its root comes before this one on the document),
// and this listener lets it be.
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  const record = form.querySelector<HTMLDialogElement>(`:scope > dialog[${submitRecordAttribute}]`);
  if (!record) return;
  event.preventDefault();
  record.open = false;
}

/** The contact form before its island: its draft kept from the first keystroke, a submit held. */
export const contactFormScript = definePageScript({
  name: 'contact form',
  start: () => {
    keepContactDraft();
    document.addEventListener('submit', holdEarlySubmit);
  },
});
