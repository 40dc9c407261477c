import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';
import { cssValue, motionStyleFunctions } from './motionStyles.ts';

describe('motion-tokens()', () => {
  it('gives the stylesheet every motion token as a custom property, in its unit', () => {
    const { css } = compileString(
      ':root { @each $name, $value in motion-tokens() { --#{$name}: #{$value}; } }',
      { functions: motionStyleFunctions },
    );
    expect(css.split('\n').slice(1, -1)).toEqual([
      '  --duration-fast: 150ms;',
      '  --duration-base: 250ms;',
      '  --ease-out: cubic-bezier(0.22, 1, 0.36, 1);',
      '  --reveal-distance: 28px;',
      '  --reveal-scroll: 6rem;',
      '  --reveal-step-scroll: 0.75rem;',
      '  --reveal-duration: 700ms;',
      '  --reveal-step-delay: 90ms;',
      '  --counter-scroll: 12rem;',
      '  --counter-duration: 1600ms;',
      '  --drift-distance: 14%;',
      '  --wipe-from: 80vh;',
      '  --wipe-to: 20vh;',
      '  --page-exit: 150ms;',
      '  --page-enter: 250ms;',
    ]);
  });
});

describe('a motion token’s CSS', () => {
  it('stops the build on a cubic Bézier that CSS would drop', () => {
    const bezier = (easing: [number, number, number, number]) =>
      cssValue({ kind: 'easing', easing });
    expect(bezier([0, 1.5, 1, -0.5])).toBe('cubic-bezier(0, 1.5, 1, -0.5)');
    expect(() => bezier([1.2, 0, 0.5, 1])).toThrow('x1 and x2 within 0 to 1');
    expect(() => bezier([0.2, 0, -0.1, 1])).toThrow('x1 and x2 within 0 to 1');
    expect(() => bezier([0.2, Number.NaN, 0.5, 1])).toThrow('x1 and x2 within 0 to 1');
  });
});
