import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import {
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';

beforeEach(() => {
  setupIntersectionMocking(vi.fn);
});

afterEach(() => {
  cleanup();
  resetIntersectionMocking();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
