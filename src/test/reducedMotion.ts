import { vi } from 'vitest';

/**
 * The system's reduced-motion setting, as `matchMedia` reports it (jsdom has no media queries):
 * `reduce` answers the reduced-motion query, and every other query is false. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function emulateReducedMotion(reduce: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
