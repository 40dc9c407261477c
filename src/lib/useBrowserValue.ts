import { useDeferredValue, useSyncExternalStore } from 'react';

/**
 * A value only the browser knows (a stored preference, a media query), safe to hydrate with.
 * A component's first render, whenever it mounts, gives `serverValue`, as the prerendered HTML
 * was made with: so does every hydration render (an island's).
 * The browser's value follows in a deferred render, which React cuts into short tasks. (Plain
 * `useSyncExternalStore` with `serverValue` as its server snapshot would force that second
 * render synchronously, in one long task with the hydration's commit.) A change later, such as
 * the visitor's own switch, arrives the same way. For values whose first render may show the
 * server's answer for a moment even after hydration: motion, which then only starts later.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  serverValue: T,
): T {
  const value = useSyncExternalStore(subscribe, read, () =>
    typeof window === 'undefined' ? serverValue : read(),
  );
  return useDeferredValue(value, serverValue);
}
