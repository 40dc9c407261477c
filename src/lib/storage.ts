/**
 * Web Storage that never throws: storage can be missing (prerender in Node), disabled by the visitor,
 * or full, and none of that may break a page.
 */
type StorageKind = 'sessionStorage' | 'localStorage';

function storage(kind: StorageKind): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // A full or blocked store only costs the convenience it offered.
  }
}

/** Empties a store except for the given keys (a kiosk reset keeps only its own settings). */
export function clearStoredExcept(kind: StorageKind, keep: readonly string[]): void {
  try {
    const store = storage(kind);
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key !== null && !keep.includes(key)) store.removeItem(key);
  } catch {
    // Nothing stored can be wiped if the store cannot be reached either.
  }
}

/**
 * A signal that a stored value changed in this tab (the browser's `storage` event only reaches
 * other tabs): the writer calls `notify`, readers `subscribe`. Making one does nothing else
 * (the annotation says so to the bundler), so a bundle that imports its module for something
 * else leaves out the signals it never uses: the first-paint script, from `motionPreference.ts`.
 */
export /* @__NO_SIDE_EFFECTS__ */ function changeSignal(name: string) {
  const type = `${name}-change`;
  return {
    notify: () => window.dispatchEvent(new Event(type)),
    subscribe: (onChange: () => void): (() => void) => {
      window.addEventListener(type, onChange);
      return () => window.removeEventListener(type, onChange);
    },
  };
}
