import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import {
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import './consoleGuard.ts';

// The browser code's tests run in jsdom: each starts with IntersectionObserver mocked and ends
// with nothing rendered and nothing stored.
beforeEach(() => {
  setupIntersectionMocking(vi.fn);
});

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
