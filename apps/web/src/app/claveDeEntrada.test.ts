import { afterEach, describe, expect, it } from 'vitest';
import { claveParaCadaEntrada, darClaveALaEntrada } from './claveDeEntrada';

// Issue 36 item 3: an entry react-router did not push (the first load, a route typed in the
// address bar) has no state, so no key of its own; the saved heights of all of them were one.

const claveActual = () => (window.history.state as { key?: string } | null)?.key;

afterEach(() => window.history.replaceState(null, '', '#/'));

describe('claveDeEntrada', () => {
  it('da una clave a la entrada que no tiene estado, y conserva la que ya tiene', () => {
    window.history.replaceState(null, '', '#/rrhh/nomina');
    darClaveALaEntrada();
    const clave = claveActual();
    expect(clave).toMatch(/^[0-9a-z]{8}$/);
    expect(window.history.state).toMatchObject({ usr: null, idx: null });
    darClaveALaEntrada();
    expect(claveActual()).toBe(clave);
  });

  it('conserva lo que react-router guardó en la entrada', () => {
    window.history.replaceState({ usr: { desde: 'nomina' }, idx: 3 }, '', '#/rrhh/nomina');
    darClaveALaEntrada();
    expect(window.history.state).toMatchObject({ usr: { desde: 'nomina' }, idx: 3 });
    expect(claveActual()).toMatch(/^[0-9a-z]{8}$/);
  });

  it('una entrada nueva de la barra de direcciones tiene clave antes de que la lea el router, y distinta de la anterior', () => {
    window.history.replaceState(null, '', '#/rrhh/nomina');
    claveParaCadaEntrada();
    const anterior = claveActual();
    // The router's own listener, registered after (as createHashRouter does).
    const vistas: (string | undefined)[] = [];
    const delRouter = () => vistas.push(claveActual());
    window.addEventListener('popstate', delRouter);
    try {
      // What typing #/rrhh/dashboard leaves: a new entry without state, then popstate.
      window.history.pushState(null, '', '#/rrhh/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      expect(vistas).toHaveLength(1);
      expect(vistas[0]).toMatch(/^[0-9a-z]{8}$/);
      expect(vistas[0]).not.toBe(anterior);
    } finally {
      window.removeEventListener('popstate', delRouter);
    }
  });
});
