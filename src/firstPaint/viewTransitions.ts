import { readOsReduced } from '../motion/motionPreference.ts';

/**
 * The route change's view transition (`src/app/document/viewTransitionOptIn.ts`) skipped, by the new
 * page's `pagereveal` and the old page's `pageswap`, for a visitor who switched animations off or
 * whose system asks for less motion. Both are read when the transition starts, not now: the
 * switch may have changed since the page was loaded.
 */
export function skipTransitionsWhenStill(root: HTMLElement): void {
  const still = (event: PageRevealEvent | PageSwapEvent) => {
    if (event.viewTransition && (root.dataset.motion === 'off' || readOsReduced()))
      event.viewTransition.skipTransition();
  };
  addEventListener('pagereveal', still);
  addEventListener('pageswap', still);
}

/**
 * A transition the browser gives up on (the next navigation cut it short, as a kiosk's reset
 * does, or the new page took too long to show) rejects a promise of its own, which the
 * `pageswap` and `pagereveal` handlers were not given (a catch on theirs did not quiet it): the
 * page simply changes without it, which is no error of the page's. Any other rejection is
 * reported as ever.
 */
export function quietAbortedTransitions(): void {
  addEventListener('unhandledrejection', (event) => {
    // Whatever the promise was rejected with (`any` to the DOM's types): a DOMException here.
    const reason = event.reason as Partial<DOMException> | null | undefined;
    if (
      reason?.name === 'InvalidStateError' &&
      /^Transition was aborted/.test(String(reason.message))
    )
      event.preventDefault();
  });
}
