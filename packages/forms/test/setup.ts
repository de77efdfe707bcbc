import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without globals, testing-library cannot register its own cleanup; each test starts from an empty body.
afterEach(() => {
  cleanup();
});
