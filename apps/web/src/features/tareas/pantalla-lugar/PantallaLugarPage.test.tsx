import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { fijarReloj, soltarReloj } from '@worknet/domain/reloj-de-prueba';
import { montar, ok, servidorFalso } from '../../../catalogos/pruebas';
import { setNotificador } from '../../../lib/notify';
import { esperaHastaElProximoCodigo, PantallaLugarPage } from './PantallaLugarPage';

// The screen at a place (issue 37 item 4): today's code, and a new one just after midnight.
afterEach(() => {
  cleanup();
  soltarReloj();
  vi.unstubAllGlobals();
});

describe('pantalla del lugar', () => {
  it('muestra el código de hoy del lugar con su día', async () => {
    setNotificador(() => undefined);
    const llamadas = servidorFalso(['tareas.ubicacion.ver'], (l) =>
      l.ruta === '/api/v1/tareas/ubicacion/7/qr'
        ? { cuerpo: ok({ codigo: '7.20261202.abc', ruta: 'scan-ubicacion/7.20261202.abc', etiqueta: 'Guardia', dia: '2026-12-02' }) }
        : undefined,
    );
    montar(<PantallaLugarPage />, { path: '/admin/ubicaciones/:id/pantalla', ruta: '/admin/ubicaciones/7/pantalla' });
    expect(await screen.findByRole('heading', { name: 'Guardia' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Código QR de hoy de Guardia' })).toBeTruthy();
    expect(screen.getByText(/Vale el 02\/12\/2026; se renueva solo a la medianoche/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBeTruthy();
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/api/v1/tareas/ubicacion/7/qr')).toBe(true));
  });

  it('pide el código nuevo apenas pasa la medianoche de Argentina, y de día cada 10 minutos', () => {
    fijarReloj('2026-12-03T02:59:58Z'); // 02/12 23:59:58 en Argentina
    expect(Math.round(esperaHastaElProximoCodigo() / 1000)).toBe(4);
    fijarReloj('2026-12-02T15:00:00Z');
    expect(esperaHastaElProximoCodigo()).toBe(10 * 60_000);
  });

  it('si el lugar no existe o no lo puede ver, lo dice', async () => {
    setNotificador(() => undefined);
    servidorFalso([], () => ({ status: 404, cuerpo: { success: false, code: 'NO_ENCONTRADO', message: 'No existe la ubicación 9.' } }));
    montar(<PantallaLugarPage />, { path: '/admin/ubicaciones/:id/pantalla', ruta: '/admin/ubicaciones/9/pantalla' });
    expect(await screen.findByText('No existe la ubicación 9.')).toBeTruthy();
  });
});
