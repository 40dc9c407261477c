import { format } from 'node:util';
import { afterEach, beforeEach, expect, vi } from 'vitest';

/** Console errors and warnings of the running test: any one of them fails it, as in e2e. */
const consoleProblems: string[] = [];

beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleProblems.push(`${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  expect(consoleProblems.splice(0), 'console errors or warnings').toEqual([]);
});
