import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import scriptInicial from '../../public/tema-inicial.js?raw';
import { TAMANO_FEED } from '../features/novedades/api';
import { api } from './api';
import { session } from './session';

// The home's first data asked from the document's head (public/tema-inicial.js) and taken by the
// API client (lib/tempranas.ts) only for the same request, token and sector, before any write.

const sobre = (data: unknown) => new Response(JSON.stringify({ success: true, data, total: 1 }), { status: 200 });
let fetchMock: ReturnType<typeof vi.fn>;

function cabecera(llamada: unknown[], nombre: string): string | null {
  const init = llamada[1] as RequestInit | undefined;
  return new Headers(init?.headers).get(nombre);
}

/** The head script as the browser runs it, on `hash`, with the build's list of the home's files. */
function arrancar(hash: string) {
  window.location.hash = hash;
  const meta = document.createElement('meta');
  meta.name = 'worknet-inicio';
  meta.content = 'assets/inicio-x.js assets/inicio-x.css';
  document.head.append(meta);
  new Function(scriptInicial)();
  meta.remove();
}

beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(sobre({ id: 1 })));
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.setItem('worknet.token', 't1');
  window.localStorage.setItem('worknet.sector', '5');
  session.setToken('t1');
  session.setSector(5);
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.worknetTempranas;
  document.head.querySelectorAll('link[href^="./assets/inicio-x"]').forEach((l) => l.remove());
  window.location.hash = '';
  session.clear();
});

describe('lo que el inicio pide desde la cabecera del documento', () => {
  it('con sesión en el inicio pide sus archivos, get_user y la primera página de novedades con token y sector', () => {
    arrancar('#/');
    const enlaces = [...document.head.querySelectorAll('link[href^="./assets/inicio-x"]')].map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`);
    expect(enlaces).toEqual(['modulepreload ./assets/inicio-x.js', 'preload ./assets/inicio-x.css']);
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/get_user', `/api/v1/novedades?skip=0&limit=${TAMANO_FEED}`]);
    for (const llamada of fetchMock.mock.calls) {
      expect(cabecera(llamada, 'authorization')).toBe('Bearer t1');
      expect(cabecera(llamada, 'x-sector')).toBe('5');
    }
  });

  it('en otra pantalla, o sin sesión, no pide nada', () => {
    arrancar('#/rrhh/nomina');
    window.localStorage.removeItem('worknet.token');
    arrancar('#/');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.worknetTempranas).toBeUndefined();
  });

  it('el cliente usa cada respuesta una sola vez, para la misma URL que arma la pantalla', async () => {
    arrancar('#/');
    fetchMock.mockClear();
    const usuario = await api.get('/api/v1/get_user');
    const feed = await api.getWithOptions('/api/v1/novedades', { skip: 0, limit: TAMANO_FEED });
    expect(usuario.data).toEqual({ id: 1 });
    expect(feed.data).toEqual({ id: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    // A second read asks the server.
    await api.get('/api/v1/get_user');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('con otro sector en la sesión las descarta y pregunta al servidor', async () => {
    arrancar('#/');
    fetchMock.mockClear();
    session.setSector(6);
    await api.get('/api/v1/get_user');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(cabecera(fetchMock.mock.calls[0]!, 'x-sector')).toBe('6');
    expect(window.worknetTempranas).toBeUndefined();
  });

  it('una escritura las vuelve viejas: la lectura siguiente va al servidor', async () => {
    arrancar('#/');
    fetchMock.mockClear();
    await api.post('/api/v1/cambiar_password', { password: 'x' });
    await api.getWithOptions('/api/v1/novedades', { skip: 0, limit: TAMANO_FEED });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/cambiar_password', `/api/v1/novedades?skip=0&limit=${TAMANO_FEED}`]);
  });
});
