import { afterEach, vi } from 'vitest';

// The server test files share their worker's modules (isolate: false, decision 043): a fake clock
// left on by one test must not run into the next file.
afterEach(() => {
  vi.useRealTimers();
});
