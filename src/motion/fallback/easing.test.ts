// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Easing } from '../tokens.ts';
import { fallbackEasing } from './easing.ts';

describe('the fallback island’s easing', () => {
  it.each<[Easing, ReturnType<typeof fallbackEasing>]>([
    ['linear', 'linear'],
    // CSS's keywords, as the cubic Béziers CSS defines them.
    ['ease', [0.25, 0.1, 0.25, 1]],
    ['ease-in', [0.42, 0, 1, 1]],
    ['ease-out', [0, 0, 0.58, 1]],
    ['ease-in-out', [0.42, 0, 0.58, 1]],
    [
      [0.22, 1, 0.36, 1],
      [0.22, 1, 0.36, 1],
    ],
  ])('plays %s as the stylesheet does', (easing, expected) => {
    expect(fallbackEasing(easing)).toEqual(expected);
  });
});
