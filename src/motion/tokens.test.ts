import { describe, expect, it } from 'vitest';
import { cubicBezier, motionTokens } from './tokens.ts';

describe('the motion tokens', () => {
  it('are read by their declared names, each in its own unit', () => {
    // Only `npm run typecheck` sees these lines: a token that is not declared, or read in
    // another unit, does not compile.
    // @ts-expect-error A misspelt token.
    expect(motionTokens.revealDurration).toBeUndefined();
    // @ts-expect-error A distance has no milliseconds.
    expect(motionTokens.revealDistance.ms).toBeUndefined();
    expect(motionTokens.revealDuration.ms).toBe(700);
  });

  it('refuse a cubic Bézier that CSS would drop', () => {
    expect(cubicBezier(0.22, 1, 0.36, 1)).toEqual([0.22, 1, 0.36, 1]);
    expect(() => cubicBezier(1.2, 0, 0.5, 1)).toThrow(RangeError);
    expect(() => cubicBezier(0.2, 0, -0.1, 1)).toThrow(RangeError);
    expect(() => cubicBezier(0.2, Number.NaN, 0.5, 1)).toThrow(RangeError);
  });
});
