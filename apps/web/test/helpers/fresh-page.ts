import { cleanup } from '@testing-library/react';
import { afterAll } from 'vitest';

/**
 * The test files of a worker share one page: each leaves it as the next expects to find it, with
 * nothing rendered, empty storage (the language, the session) and the address at the start.
 */
afterAll(() => {
  // A file that runs in node (its docblock says so) has no page.
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
