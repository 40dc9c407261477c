import type { ReactPromise } from 'react';

/**
 * A promise as React's `use()` reads it (React's own `ReactPromise`): marked with its value as
 * soon as it is fulfilled, so a settled one is read during the render instead of suspending it.
 */
export type Tracked<T> = Promise<T> & ReactPromise<T>;

export function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  void result.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    // A rejection is for whoever awaits the promise; the mark is not one more handler to miss.
    () => undefined,
  );
  return result;
}

/**
 * A tracked promise's value if it has arrived, else undefined: what a render reads without
 * waiting (React's own `status` and `value` marks, which `use()` reads too).
 */
export const arrivedValue = <T>(promise: Tracked<T> | undefined): T | undefined =>
  promise?.status === 'fulfilled' ? promise.value : undefined;
