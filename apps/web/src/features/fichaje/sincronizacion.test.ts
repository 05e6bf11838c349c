import { describe, expect, it, vi } from 'vitest';
import { colaEnMemoria } from './cola';
import type { Envio } from './envio';
import { ETIQUETA_SYNC_FICHAJES, enviarDesdeElTrabajador, pedirSincronizacion, vaciarColaEnTurno } from './sincronizacion';

// The offline queue with the service worker (issue 40 item 7): the worker sends it with the
// token kept beside each punch; a lost network or an expired session keeps it for later; the
// page and the worker never send the queue at the same time.

const AHORA = Date.UTC(2026, 10, 24, 12, 0, 0);
const PENDIENTE = { token: 'K1', fecha: '2026-11-24 09:00:00', usuario: 9, dispositivo: 'dispositivo-1', creadoMs: AHORA - 60_000, autorizacion: 'TOKEN-9' };
const FICHAJE = { fichaje: { id: 1 } };

const respuesta = (status: number, cuerpo: unknown) => new Response(JSON.stringify(cuerpo), { status, headers: { 'content-type': 'application/json' } });

async function envioCon(buscar: typeof fetch): Promise<Envio> {
  const cola = colaEnMemoria();
  await cola.agregar(PENDIENTE);
  return { cola, enviar: enviarDesdeElTrabajador('https://worknet.local/', buscar), enLinea: () => true, ahora: () => AHORA };
}

describe('el envío de la cola desde el service worker', () => {
  it('manda el fichaje marcado offline con el token guardado y lo quita de la cola', async () => {
    const buscar = vi.fn(async () => respuesta(200, { success: true, message: 'ok', code: 200, data: FICHAJE }));
    const d = await envioCon(buscar as unknown as typeof fetch);
    const hechos = await vaciarColaEnTurno(d, undefined);
    expect(hechos).toEqual([{ tipo: 'ok', fichaje: FICHAJE.fichaje }]);
    expect(await d.cola.todos()).toEqual([]);
    const [url, init] = buscar.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://worknet.local/api/v1/realizar_fichaje');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer TOKEN-9');
    const cuerpo = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(cuerpo).toMatchObject({ token: 'K1', usuario: 9, offline: true });
    // The session's token never travels in the body.
    expect(cuerpo).not.toHaveProperty('autorizacion');
  });

  it('sin red, o con la sesión vencida (401), el fichaje queda para la página', async () => {
    for (const buscar of [
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      vi.fn(async () => respuesta(401, { success: false, message: 'No logueado' })),
    ]) {
      const d = await envioCon(buscar as unknown as typeof fetch);
      expect(await vaciarColaEnTurno(d, undefined)).toEqual([]);
      expect(await d.cola.todos()).toHaveLength(1);
    }
  });

  it('un rechazo del servidor es final: se informa y sale de la cola', async () => {
    const buscar = vi.fn(async () => respuesta(422, { success: false, message: 'El código del kiosco venció.', code: 422 }));
    const d = await envioCon(buscar as unknown as typeof fetch);
    expect(await vaciarColaEnTurno(d, undefined)).toEqual([{ tipo: 'error', mensaje: 'El código del kiosco venció.' }]);
    expect(await d.cola.todos()).toEqual([]);
  });

  it('la página y el service worker se turnan con un Web Lock', async () => {
    const pedidos: string[] = [];
    const locks = {
      request<T>(nombre: string, hacer: () => Promise<T>): Promise<T> {
        pedidos.push(nombre);
        return hacer();
      },
    };
    const d = await envioCon((async () => respuesta(200, { success: true, data: FICHAJE })) as unknown as typeof fetch);
    await vaciarColaEnTurno(d, { locks });
    expect(pedidos).toEqual(['worknet-fichajes']);
  });
});

describe('Background Sync', () => {
  it('registra la etiqueta de la cola donde el navegador la tiene', async () => {
    const register = vi.fn(async () => undefined);
    expect(await pedirSincronizacion({ ready: Promise.resolve({ sync: { register } } as unknown as ServiceWorkerRegistration) })).toBe(true);
    expect(register).toHaveBeenCalledWith(ETIQUETA_SYNC_FICHAJES);
  });

  it('sin Background Sync (Safari, Firefox) no falla: la cola sale en el próximo inicio', async () => {
    expect(await pedirSincronizacion({ ready: Promise.resolve({} as ServiceWorkerRegistration) })).toBe(false);
    expect(await pedirSincronizacion(undefined)).toBe(false);
  });
});
