import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
