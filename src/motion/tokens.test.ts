// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { motionTokens } from './tokens.ts';

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
});
