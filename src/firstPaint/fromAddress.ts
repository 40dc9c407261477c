import { contactParams } from '../content/addresses.ts';
import { fillFromAddress } from '../pages/contact/contactDraft.ts';
import { contactFieldId, contactFormId } from '../pages/contact/content/formParts.ts';

/**
 * Gives `apply` what `find` finds as soon as the parser has passed it, before it is painted:
 * looked for now, in the head, and again each frame while the document is still being parsed.
 * What the page never holds is never used.
 */
export function whenParsed<T>(find: () => T | null, apply: (found: T) => void): void {
  const look = () => {
    const found = find();
    if (found) apply(found);
    else if (document.readyState === 'loading') requestAnimationFrame(look);
  };
  look();
}

/**
 * The project type and the message an address asks for (`/contact?type=refinishing&message=…`),
 * put in the contact form by the form's own `fillFromAddress` as soon as the parser is past the
 * message box (the form and the type's select come before it): what the visitor chose or wrote
 * already stays.
 */
export function prefillContactForm(search: string): void {
  const query = new URLSearchParams(search);
  if (!query.get(contactParams.type) && !query.get(contactParams.message)) return;
  whenParsed(
    () => {
      const form = document.getElementById(contactFormId);
      return form instanceof HTMLFormElement && document.getElementById(contactFieldId('message'))
        ? form
        : null;
    },
    (form) => fillFromAddress(form, search),
  );
}

/**
 * The choices an address asks for, made in the controls named for its parameters in the form
 * `form` as soon as the parser is past `last` (every control before it is then whole): an
 * option of a select, a radio of a group, a hidden field's value. A value that is no option
 * chooses nothing. The estimator (`/estimate?kind=repair&species=white-oak`, a project's or the
 * species guide's link) and the guide's stain chooser (`/species?species=…&stain=…`, a kiosk's
 * take-home code) read their fields as they wake, these choices among them.
 */
export function chooseFromAddress(search: string, form: string, last: string): void {
  const query = new URLSearchParams(search);
  if (query.size === 0) return;
  whenParsed(
    () => (document.querySelector(last) ? document.querySelector<HTMLFormElement>(form) : null),
    (found) => {
      for (const [name, value] of query) {
        const control = found.elements.namedItem(name);
        if (control instanceof HTMLSelectElement) {
          for (const option of control.options) if (option.value === value) option.selected = true;
        } else if (control instanceof RadioNodeList) {
          for (const radio of control)
            if (radio instanceof HTMLInputElement && radio.value === value) radio.checked = true;
        } else if (control instanceof HTMLInputElement && control.type === 'hidden') {
          control.value = value;
        }
      }
    },
  );
}
