import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emulateReducedMotion } from '../test/reducedMotion.ts';
import { loadPage, resetPage } from '../test/firstPaintPage.ts';
import { quietAbortedTransitions, skipTransitionsWhenStill } from './viewTransitions.ts';

afterEach(resetPage);

/** A route change's transition starting, on the new page or the old; whether it was skipped. */
function transitionSkipped(type: 'pagereveal' | 'pageswap'): boolean {
  const skipTransition = vi.fn();
  dispatchEvent(Object.assign(new Event(type), { viewTransition: { skipTransition } }));
  return skipTransition.mock.calls.length > 0;
}

/** A promise rejected with `reason` that nothing handled; whether the page kept it unreported. */
function quieted(reason: unknown): boolean {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the route change’s view transition', () => {
  beforeEach(() => emulateReducedMotion(false));

  it('plays as a rule, on both pages', () => {
    skipTransitionsWhenStill(loadPage('/'));
    expect(transitionSkipped('pageswap')).toBe(false);
    expect(transitionSkipped('pagereveal')).toBe(false);
  });

  it('is skipped on both pages under "Animations: Off", as the switch is when it starts', () => {
    const root = loadPage('/');
    skipTransitionsWhenStill(root);
    root.dataset.motion = 'off';
    expect(transitionSkipped('pageswap')).toBe(true);
    expect(transitionSkipped('pagereveal')).toBe(true);
    root.dataset.motion = 'on';
    expect(transitionSkipped('pagereveal')).toBe(false);
  });

  it('is skipped where the system asks for less motion', () => {
    skipTransitionsWhenStill(loadPage('/'));
    emulateReducedMotion(true);
    expect(transitionSkipped('pageswap')).toBe(true);
    expect(transitionSkipped('pagereveal')).toBe(true);
  });

  it('asks nothing of a page change that has none', () => {
    const root = loadPage('/');
    root.dataset.motion = 'off';
    skipTransitionsWhenStill(root);
    expect(() => dispatchEvent(new Event('pagereveal'))).not.toThrow();
  });
});

describe('a transition the browser gave up on', () => {
  it('is no error of the page’s, where any other rejection is', () => {
    quietAbortedTransitions();
    expect(
      quieted(
        new DOMException('Transition was aborted because of invalid state', 'InvalidStateError'),
      ),
    ).toBe(true);
    expect(quieted(new DOMException('The form is gone.', 'InvalidStateError'))).toBe(false);
    expect(quieted(new DOMException('Transition was aborted', 'AbortError'))).toBe(false);
    expect(quieted(new Error('Transition was aborted'))).toBe(false);
    expect(quieted(undefined)).toBe(false);
  });
});
