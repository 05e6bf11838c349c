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

// antd writes its CSS-in-JS rules into <style> elements, thousands of them; jsdom then matches
// every rule on each getComputedStyle, which Testing Library calls for every role and name it
// computes. The rules were most of the web suite's time (the nómina's file: 55 s, 10 s without
// them) and no test reads a colour or a size. antd still creates and finds its elements; their
// text stays out of the document. Visibility the tests check comes from attributes (hidden,
// aria-hidden) or inline styles, which keep working.
const textosDeEstilo = new WeakMap<HTMLStyleElement, string>();
for (const propiedad of ['innerHTML', 'textContent'] as const) {
  Object.defineProperty(HTMLStyleElement.prototype, propiedad, {
    configurable: true,
    get(this: HTMLStyleElement) {
      return textosDeEstilo.get(this) ?? '';
    },
    set(this: HTMLStyleElement, texto: string) {
      textosDeEstilo.set(this, texto);
    },
  });
}
