import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import {
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import './consoleGuard.ts';

// The browser code's tests run in jsdom: each starts with IntersectionObserver mocked and ends
// with nothing rendered and nothing stored, its document as empty as it began. A test of code
// that touches no document says so (`@vitest-environment node`) and starts faster, without one.
const inDocument = typeof document !== 'undefined';

beforeEach(() => {
  if (inDocument) setupIntersectionMocking(vi.fn);
});

afterEach(() => {
  if (!inDocument) return;
  cleanup();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  resetIntersectionMocking();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
