import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadAll } from '../src/preloadable';

// Without globals, testing-library cannot register its own cleanup; each test starts from an empty body.
afterEach(() => {
  cleanup();
  // react-aria's announcer stays in the body for the life of the page: empty its logs, so that what
  // one test announced is not found by the next.
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) log.replaceChildren();
});

// The parts that travel in chunks of their own (a combo box's or a select's field, a date field's
// calendar, dialogs, the signed-in shell) are loaded first, as the app loads them beside a page's
// data: each test meets the component it renders, not the stand-in of a moment.
beforeAll(preloadAll);
