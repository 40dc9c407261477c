import { useCallback, useEffect, useState } from 'react';
import { draftStorageKey, emptyMessage, type ContactMessage } from '../../content/contactForm.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

function parseDraft(raw: string | null): ContactMessage | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...emptyMessage };
    for (const key of Object.keys(emptyMessage) as Array<keyof ContactMessage>) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

const isEmpty = (message: ContactMessage) => Object.values(message).every((value) => value === '');

/**
 * The form's values, kept as an unsent draft in sessionStorage so a reload loses nothing. The
 * first render is always empty, like the prerendered HTML; the draft is restored right after.
 */
export function useContactDraft() {
  const [values, setValues] = useState<ContactMessage>(emptyMessage);

  useEffect(() => {
    const draft = parseDraft(readStored('sessionStorage', draftStorageKey));
    // Storage exists only in the browser and after hydration, so restoring is an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft);
  }, []);

  useEffect(() => {
    // The untouched form (first render, or just reset, which clears the store itself) is the
    // shared empty object: nothing to save, and no draft to overwrite before it is restored.
    if (values === emptyMessage) return;
    writeStored('sessionStorage', draftStorageKey, isEmpty(values) ? null : JSON.stringify(values));
  }, [values]);

  const update = useCallback(
    (field: keyof ContactMessage, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  const reset = useCallback(() => {
    writeStored('sessionStorage', draftStorageKey, null);
    setValues(emptyMessage);
  }, []);

  return { values, update, reset };
}
