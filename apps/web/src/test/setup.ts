import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens load lazily (tabs, schemas): on a loaded CI machine the default 1 s of
// findBy/waitFor is too short for the first render of an antd form.
configure({ asyncUtilTimeout: 5_000 });

// antd's responsive helpers call matchMedia, which jsdom does not implement.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd measures scrollbars through getComputedStyle with pseudo-elements; jsdom warns otherwise.
const original = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element, _pseudo?: string | null) => original(elemento);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
