import '@testing-library/jest-dom/vitest';
import { preloadAll } from '@portal/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Without globals, testing-library cannot register its own cleanup; each test starts from an empty body.
afterEach(() => {
  cleanup();
  // react-aria's announcer stays in the body for the life of the page: empty its logs, so that what
  // one test announced is not found by the next.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
  // What a page keeps for its tab (a reservation just made) must not leak into the next test.
  window.sessionStorage.clear();
});

// A page shows after its code chunk and several calls; on a busy two-core machine that can take more
// than the default second, so every test waits up to five before it fails.
configure({ asyncUtilTimeout: 5000 });

// The fields and dialogs of `@portal/ui` that travel in chunks of their own are loaded first, as a
// page asks for them with its own code; the app's own lazy parts load as they do in the browser.
beforeAll(preloadAll);

// The shell watches the session's end by the clock: every test starts at the same instant, half an hour
// before the end of the test sessions (test/sessions.ts), so that no test sees a session run out unless
// it moves the clock itself. Only `Date` is fixed; timers stay real unless a test fakes them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});
