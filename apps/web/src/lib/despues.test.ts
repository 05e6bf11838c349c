import { afterEach, describe, expect, it, vi } from 'vitest';
import { traerLoQueSigue } from './despues';

afterEach(() => vi.unstubAllGlobals());

describe('lo que sigue en un teléfono (el menú de antd)', () => {
  it('se pide como prefetch, una sola vez, cuando el navegador está libre', () => {
    const meta = document.createElement('meta');
    meta.name = 'worknet-despues';
    meta.content = 'assets/menu-a.js assets/menu-b.js';
    document.head.append(meta);
    let libre: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (f: () => void) => {
      libre = f;
      return 1;
    });
    traerLoQueSigue();
    traerLoQueSigue();
    const enlaces = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    // Nothing while the page is busy painting.
    expect(enlaces()).toEqual([]);
    libre!();
    expect(enlaces()).toEqual(['./assets/menu-a.js', './assets/menu-b.js']);
    meta.remove();
  });
});
