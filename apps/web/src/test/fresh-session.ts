import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetSession } from '../lib/session.ts';

/** Each test starts with no saved state and no session, and leaves no screen or stubbed global behind. */
export function freshSessionEachTest() {
  beforeEach(() => {
    localStorage.clear();
    resetSession();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
