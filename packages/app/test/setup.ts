import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Without globals, testing-library cannot register its own cleanup; each test starts from an empty body.
afterEach(() => {
  cleanup();
});

// The shell watches the session's end by the clock: every test starts at the same instant, half an hour
// before the end of the test sessions (test/sessions.ts), so that no test sees a session run out unless
// it moves the clock itself. Only `Date` is fixed; timers stay real unless a test fakes them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});
