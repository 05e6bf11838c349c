import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TareaFila } from '@worknet/domain/tareas/esquemas';
import { montar, ok, servidorFalso } from '../../../catalogos/pruebas';
import { EscaneoPage } from './EscaneoPage';
import { pedirPosicion } from './posicion';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CODIGO = '7.AbCdEfGhIjKlMnOpQrStUv';
const TAREA: TareaFila = {
  id: 41,
  titulo: 'Limpiar habitación',
  tipo_id: 1,
  tipo: 'Limpieza',
  color: '#1677ff',
  sector_id: 3,
  sector: 'Internación',
  ubicacion_id: 7,
  ubicacion: 'Habitación 101',
  prioridad: 'media',
  estado: 'pendiente',
  vence_at: null,
  programada_id: null,
  created_at: '2026-11-25T09:00:00.000Z',
};

describe('EscaneoPage', () => {
  it('registra el escaneo con la posición, muestra el lugar y finaliza una tarea', async () => {
    const llamadas = servidorFalso(['tareas.tarea.ver'], (l) => {
      if (l.ruta === `/api/v1/scan-ubicacion/${CODIGO}`)
        return { cuerpo: ok({ escaneo_id: 9, ubicacion: { id: 7, nombre: 'Habitación 101', sector_id: 3, piso: '1' }, tareas: [TAREA] }) };
      if (l.ruta === '/api/v1/tareas/41/finalizar') return { cuerpo: ok({ ...TAREA, estado: 'hecha' }) };
      return undefined;
    });
    montar(<EscaneoPage ubicar={async () => ({ lat: -34.6, lng: -58.4 })} />, { path: '/scan-ubicacion/:qr', ruta: `/scan-ubicacion/${CODIGO}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Habitación 101' })).toBeTruthy();
    const escaneo = llamadas.find((l) => l.ruta.startsWith('/api/v1/scan-ubicacion/'))!;
    expect([escaneo.params.get('lat'), escaneo.params.get('lng')]).toEqual(['-34.6', '-58.4']);
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar Limpiar habitación' }));
    await waitFor(() => expect(screen.getByText('Hecha')).toBeTruthy());
    expect(llamadas.filter((l) => l.ruta.startsWith('/api/v1/scan-ubicacion/'))).toHaveLength(1);
    expect(llamadas.find((l) => l.ruta === '/api/v1/tareas/41/finalizar')?.cuerpo).toEqual({});
  });

  it('sin posición escanea igual; un código ajeno muestra el mensaje del servidor', async () => {
    const llamadas = servidorFalso(['tareas.tarea.ver'], (l) =>
      l.ruta.startsWith('/api/v1/scan-ubicacion/')
        ? { status: 404, cuerpo: { success: false, code: 404, message: 'El código QR no corresponde a ninguna ubicación vigente.' } }
        : undefined,
    );
    montar(<EscaneoPage ubicar={async () => null} />, { path: '/scan-ubicacion/:qr', ruta: '/scan-ubicacion/otro' });
    expect((await screen.findByRole('alert')).textContent).toContain('no corresponde a ninguna ubicación vigente');
    expect(llamadas.find((l) => l.ruta.startsWith('/api/v1/scan-ubicacion/'))!.params.has('lat')).toBe(false);
  });
});

describe('pedirPosicion', () => {
  it('sin geolocalización, denegada o lenta sigue sin posición', async () => {
    expect(await pedirPosicion(undefined)).toBeNull();
    const denegada = { getCurrentPosition: (_ok: PositionCallback, error: PositionErrorCallback) => error({ code: 1 } as GeolocationPositionError) };
    expect(await pedirPosicion(denegada as unknown as Geolocation)).toBeNull();
    const muda = { getCurrentPosition: () => undefined };
    expect(await pedirPosicion(muda as unknown as Geolocation, 10)).toBeNull();
  });
});
