import { fillFromAddress } from '../pages/contact/contactDraft.ts';
import { contactFieldId, contactFormId, formParams } from '../pages/contact/content/formAddress.ts';
import { estimateParams } from '../pages/estimate/content/estimateAddress.ts';

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
  if (!query.get(formParams.type) && !query.get(formParams.message)) return;
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
 * The estimator's kind of work an address asks for (`/estimate?kind=repair`, a project's link),
 * chosen as its select is parsed whole (the region's select after it exists); a value that is no
 * option chooses nothing. The estimator reads its fields as it wakes, this choice among them.
 */
export function pickEstimateKind(search: string): void {
  const kind = new URLSearchParams(search).get(estimateParams.kind);
  if (!kind) return;
  whenParsed(
    () =>
      document.querySelector('select[name="region"]') &&
      document.querySelector<HTMLSelectElement>(`select[name="${estimateParams.kind}"]`),
    (select) => {
      for (const option of select.options) if (option.value === kind) option.selected = true;
    },
  );
}
