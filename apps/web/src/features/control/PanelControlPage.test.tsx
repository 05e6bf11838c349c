import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BloqueoLogin } from '@worknet/domain/auth';
import { montar, ok, servidorFalso, type Llamada } from '../../catalogos/pruebas';
import { setNotificador, type Aviso } from '../../lib/notify';
import { panelDePrueba } from './panel-de-prueba';
import { PanelControlPage } from './pages/PanelControlPage';

let avisos: Aviso[];
beforeEach(() => {
  avisos = [];
  setNotificador((a) => avisos.push(a));
});
afterEach(() => vi.unstubAllGlobals());

const PANEL = panelDePrueba({
  fallas_hoy: 40,
  cuentas_bloqueadas: [{ username: 'mlopez', usuario_id: 4, nombre_completo: 'María López', fallas: 30, desbloqueo_at: '2026-03-10T15:00:00Z' }],
});
const base = { usuario_id: null, nombre_completo: null, usuarios_distintos: null, direcciones_distintas: null };
const BLOQUEOS: BloqueoLogin[] = [
  { ...base, tipo: 'direccion', ip: '200.1.2.3', username: null, fallas: 100, usuarios_distintos: 42, hasta: '2026-03-10T15:10:00Z' },
  {
    ...base,
    tipo: 'usuario',
    ip: null,
    username: 'mlopez',
    usuario_id: 4,
    nombre_completo: 'María López',
    fallas: 30,
    direcciones_distintas: 30,
    hasta: '2026-03-10T15:00:00Z',
  },
  { ...base, tipo: 'par', ip: '10.0.0.7', username: 'admin', fallas: 5, hasta: '2026-03-10T14:50:00Z' },
];

function servidor(permisos: string[]) {
  return servidorFalso(permisos, (l: Llamada) => {
    if (l.ruta === '/api/v1/control_panel') return { cuerpo: ok(PANEL) };
    if (l.ruta === '/api/v1/bloqueos_login') return { cuerpo: ok(BLOQUEOS, { total: BLOQUEOS.length }) };
    if (l.ruta === '/api/v1/bloqueos_login/levantar')
      return { cuerpo: { ...ok({ fallas: 5 }), message: 'Se levantó el bloqueo del usuario "admin" desde la dirección 10.0.0.7.' } };
    return undefined;
  });
}

const abrir = () => montar(<PanelControlPage />, { path: '/control_panel', ruta: '/control_panel' });

describe('Panel de control: bloqueos de inicio de sesión', () => {
  it('sin admin.acceso.desbloquear no hay pestaña ni pedido de bloqueos, y las cuentas bloqueadas se ven sin botón', async () => {
    const llamadas = servidor(['admin.panel.ver', 'admin.usuario.editar']);
    abrir();
    expect(await screen.findByText('María López')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Bloqueos de inicio de sesión' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Desbloquear|Levantar/ })).toBeNull();
    expect(llamadas.some((l) => l.ruta === '/api/v1/bloqueos_login')).toBe(false);
  });

  it('lista direcciones, usuarios y pares, y "Levantar" pide confirmación antes de enviar ese bloqueo', async () => {
    const llamadas = servidor(['admin.panel.ver', 'admin.acceso.desbloquear']);
    abrir();
    fireEvent.click(await screen.findByRole('tab', { name: 'Bloqueos de inicio de sesión' }));
    expect(await screen.findByText('100 (42 usuarios distintos)')).toBeTruthy();
    expect(screen.getByText('30 (desde 30 direcciones)')).toBeTruthy();
    expect(screen.getByText('admin (no es usuario de Worknet)')).toBeTruthy();
    expect(screen.getByText('Usuario, desde cualquier dirección')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Levantar el bloqueo de la dirección 200.1.2.3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Levantar el bloqueo del usuario mlopez' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Levantar el bloqueo del usuario admin desde la dirección 10.0.0.7' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getAllByText('¿Levantar el bloqueo del usuario admin desde la dirección 10.0.0.7?').length).toBeGreaterThan(0);
    expect(llamadas.some((l) => l.metodo === 'POST')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Levantar' }));
    await waitFor(() =>
      expect(llamadas.find((l) => l.metodo === 'POST')).toMatchObject({
        ruta: '/api/v1/bloqueos_login/levantar',
        cuerpo: { ip: '10.0.0.7', username: 'admin' },
      }),
    );
    await waitFor(() => expect(avisos).toContainEqual({ tipo: 'success', texto: 'Se levantó el bloqueo del usuario "admin" desde la dirección 10.0.0.7.' }));
    // The list is asked again.
    await waitFor(() => expect(llamadas.filter((l) => l.ruta === '/api/v1/bloqueos_login').length).toBeGreaterThan(1));
  });
});
