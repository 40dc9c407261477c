import { contactParams } from '../../content/addresses.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import {
  contactFormId,
  draftStorageKey,
  emptyMessage,
  guideChoiceId,
  type ContactField,
  type ContactMessage,
  type GuideChoiceWords,
} from './content/formParts.ts';

// The form's fields are the DOM's (uncontrolled): what a visitor typed before the form's code
// arrived is already in them, and every value is read from them when it is needed.

// Pure (the annotation tells the bundler, which cannot know it of Object.keys): the first-paint
// script, which takes `fillFromAddress` alone from this module, leaves it out.
const fields = /* @__PURE__ */ Object.keys(emptyMessage) as ContactField[];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const controlOf = (form: HTMLFormElement, field: ContactField): Control | null => {
  const control = form.elements.namedItem(field);
  return control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
    ? control
    : null;
};

/** The message exactly as the form's fields hold it now. */
export function readMessage(form: HTMLFormElement): ContactMessage {
  const message = { ...emptyMessage };
  for (const field of fields) message[field] = controlOf(form, field)?.value ?? '';
  return message;
}

function parseDraft(raw: string | null): Partial<ContactMessage> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(
      fields.flatMap((field) =>
        typeof record[field] === 'string' ? [[field, record[field]]] : [],
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Fills the form as its address asks (`contactParams`), where the visitor has not: the project type,
 * if the form has that option (a project's link brings its kind of work), and the message, as
 * text cut to the box's limit (the estimator's link brings the estimate).
 */
export function fillFromAddress(form: HTMLFormElement, search: string): void {
  const query = new URLSearchParams(search);
  const type = controlOf(form, 'subject');
  const asked = query.get(contactParams.type);
  if (type instanceof HTMLSelectElement && type.value === '' && asked) {
    if ([...type.options].some((option) => option.value === asked)) type.value = asked;
  }
  const message = controlOf(form, 'message');
  const text = query.get(contactParams.message) ?? guideChoice(search);
  if (message instanceof HTMLTextAreaElement && message.value === '' && text) {
    message.value = message.maxLength > 0 ? text.slice(0, message.maxLength) : text;
  }
}

/**
 * The contact message for the guide's choice an address carries (`?species=white-oak&stain=…`),
 * or null where it names no species of the guide. A stain the guide has not is left out.
 */
export function guideMessage(words: GuideChoiceWords, search: string): string | null {
  const query = new URLSearchParams(search);
  // Own names only: an address's `constructor` is no species.
  const named = (names: Readonly<Record<string, string>>, id: string | null) =>
    id !== null && Object.hasOwn(names, id) ? names[id] : undefined;
  const id = query.get(contactParams.species);
  const species = named(words.species, id);
  if (species === undefined) return null;
  const stain = named(words.stains, query.get(contactParams.stain));
  return (stain === undefined ? words.speciesMessage : words.stainMessage)
    .replace('{a}', named(words.articles, id) ?? '')
    .replace('{species}', species)
    .replace('{stain}', stain ?? '');
}

/** The words of a choice from the species guide that the address carries, if the page has them. */
function guideChoice(search: string): string | null {
  const block = document.getElementById(guideChoiceId);
  if (!block?.textContent) return null;
  try {
    return guideMessage(JSON.parse(block.textContent) as GuideChoiceWords, search);
  } catch {
    return null;
  }
}

/** Keeps the unsent message in sessionStorage, so a reload loses nothing. */
export function saveDraft(form: HTMLFormElement): void {
  const message = readMessage(form);
  const empty = Object.values(message).every((value) => value === '');
  writeStored('sessionStorage', draftStorageKey, empty ? null : JSON.stringify(message));
}

/**
 * Keeps the draft of the contact form from the page's script, from the first keystroke: before
 * the form's island has arrived (it comes with that keystroke) as after. Returns the way to stop.
 */
export function keepContactDraft(): () => void {
  const onInput = (event: Event) => {
    const { target } = event;
    const form =
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement
        ? target.form
        : null;
    if (form?.id === contactFormId) saveDraft(form);
  };
  document.addEventListener('input', onInput);
  return () => document.removeEventListener('input', onInput);
}

export const clearDraft = (): void => writeStored('sessionStorage', draftStorageKey, null);

/**
 * Puts a saved draft back into the fields that are still empty: whatever the visitor typed
 * before the code arrived stays as it is. Then saves the result, so that early text is kept too.
 */
export function restoreDraft(form: HTMLFormElement): void {
  const draft = parseDraft(readStored('sessionStorage', draftStorageKey));
  for (const field of fields) {
    const control = controlOf(form, field);
    const value = draft[field];
    if (!control || control.value !== '' || !value) continue;
    control.value = value;
    // A select keeps its value only if one of its options has it; a stale draft leaves it empty.
    if (control.value !== value) control.value = '';
  }
  saveDraft(form);
}
